import { Secret, TOTP } from "otpauth";

/** The authenticator app's current code for a secret from POST /api/auth/2fa/setup (tests of other parts). */
export const totpCode = (secretBase32: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secretBase32), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp });

/**
 * A server clock that runs ahead of the wall clock, so each code of a test can be of a later
 * 30-second step: `clock` goes to the app, `nextStep()` moves a step on, `advance(ms)` further,
 * `codeFor(secret)` is the authenticator's code at the clock's time, and `nextCodeFor(secret)` moves a
 * step on and gives that step's code (a code the server has not seen used yet).
 */
export function steppingClock() {
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  const advance = (ms: number) => {
    offsetMs += ms;
  };
  const nextStep = () => advance(30_000);
  const codeFor = (secret: string) => totpCode(secret, clock().getTime());
  const nextCodeFor = (secret: string) => {
    nextStep();
    return codeFor(secret);
  };
  return { clock, advance, nextStep, codeFor, nextCodeFor };
}

/** The answer to an approval without the authenticator code while ADMIN_ACTION_CODE is on. */
export const CODE_REQUIRED = { status: 403, body: { message: "Enter the 6-digit code from your authenticator app to approve this." } };

/** The answer to an approval with a wrong authenticator code. */
export const CODE_WRONG = { status: 403, body: { message: "The authentication code is not correct. Nothing was approved." } };
