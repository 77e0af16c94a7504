import { Secret, TOTP } from "otpauth";

/** The authenticator app's current code for a secret from POST /api/auth/2fa/setup (tests of other parts). */
export const totpCode = (secretBase32: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secretBase32), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp });
