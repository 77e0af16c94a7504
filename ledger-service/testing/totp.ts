import { Secret, TOTP } from "otpauth";

/** The authenticator app's current code for a secret from POST /api/auth/2fa/setup (tests of other parts). */
export const totpCode = (secretBase32: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secretBase32), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp });

/**
 * A server clock that runs ahead of the wall clock, so each code of a test can be of a later
 * 30-second step: `clock` goes to the app, `nextStep()` moves a step on, `advance(ms)` further, and
 * `codeFor(secret)` is the authenticator's code at the clock's time.
 */
export function steppingClock() {
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  const advance = (ms: number) => {
    offsetMs += ms;
  };
  return { clock, advance, nextStep: () => advance(30_000), codeFor: (secret: string) => totpCode(secret, clock().getTime()) };
}
