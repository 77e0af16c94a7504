/** Production builds drop console.log, debug and warn (spec §2); errors still show. */
export function silenceConsoleInProduction(isProduction: boolean): void {
  if (!isProduction) return;
  const noop = () => {};
  console.log = noop;
  console.debug = noop;
  console.warn = noop;
}
