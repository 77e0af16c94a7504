/**
 * Registration's own checks on top of the API's schema: the Terms must be accepted (a box the
 * form ticks; the API's payload does not change) and the password rule is told before typing.
 */
import { z } from "zod";

export const TERMS_CONSENT_REQUIRED = "Please accept the Terms and Conditions to register.";

/** The schema with a required `acceptTerms` box. */
export function withTermsConsent<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  return schema.extend({ acceptTerms: z.literal(true, { error: TERMS_CONSENT_REQUIRED }) });
}
