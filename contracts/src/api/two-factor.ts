import { z } from "zod";
import { CHALLENGE_EXPIRED } from "../auth-messages.js";
import { PASSWORD_MAX_LENGTH } from "../password-rule.js";

export const TWO_FACTOR_CODE_MESSAGE = "Please enter the 6-digit code from your authenticator app.";

/** A 6-digit TOTP code or a recovery code (letters, digits and a dash); spaces are ignored. */
const code = z
  .string({ error: TWO_FACTOR_CODE_MESSAGE })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(6, { error: TWO_FACTOR_CODE_MESSAGE })
      .max(32, { error: TWO_FACTOR_CODE_MESSAGE })
      .regex(/^[A-Za-z0-9-]+$/, { error: TWO_FACTOR_CODE_MESSAGE }),
  );

/** POST /api/auth/2fa/setup: a new secret to scan (pending until enabled with a code). */
export const twoFactorSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const TWO_FACTOR_PASSWORD_REQUIRED = "Please enter your password to change two-factor authentication.";
/** POST /api/auth/2fa/enable and /disable: a code and the account's password (a stolen session alone cannot change the second factor). */
export const twoFactorCodeRequest = z.object({
  code,
  password: z
    .string({ error: TWO_FACTOR_PASSWORD_REQUIRED })
    .min(1, { error: TWO_FACTOR_PASSWORD_REQUIRED })
    .max(PASSWORD_MAX_LENGTH, { error: TWO_FACTOR_PASSWORD_REQUIRED }),
});
export const twoFactorEnableResponse = z.object({ message: z.string(), recoveryCodes: z.array(z.string()) });
/** POST /api/auth/2fa/verify: the second step of a login. */
export const twoFactorVerifyRequest = z.object({
  challenge: z.string({ error: CHALLENGE_EXPIRED }).trim().min(1, { error: CHALLENGE_EXPIRED }).max(200, { error: CHALLENGE_EXPIRED }),
  code,
});
/** POST /api/auth/login for an account with a second factor: no token until the code is given. */
export const twoFactorChallengeResponse = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
/** GET /api/auth/2fa: whether the caller's account has a second factor. */
export const twoFactorStatusResponse = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() });
/** An optional code in a money request (withdrawals) of an enrolled investor. */
export const optionalTwoFactorCode = z.string().max(64).optional().catch(undefined);
