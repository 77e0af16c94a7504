/** The suite's checks: each prints one line as it is decided; the summary is the last line. */
export class Checks {
  passed = 0;
  failed = 0;
  readonly failures: string[] = [];

  check(name: string, ok: boolean, detail = ""): boolean {
    if (ok) this.passed++;
    else {
      this.failed++;
      this.failures.push(name);
    }
    console.log(`${ok ? "ok  " : "FAIL"}  ${name}${detail ? `: ${detail}` : ""}`);
    return ok;
  }

  /** A suite that throws counts as one failed check instead of stopping the others. */
  async section(name: string, body: () => Promise<void>): Promise<void> {
    const started = Date.now();
    console.log(`\n# ${name}`);
    try {
      await body();
    } catch (error) {
      this.check(`${name} ran to the end`, false, error instanceof Error ? (error.stack ?? error.message) : String(error));
    }
    console.log(`# ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  summary(): string {
    return `${this.passed} passed, ${this.failed} failed`;
  }
}
