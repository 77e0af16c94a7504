/**
 * A password form's schema: the contracts' request schema plus a confirmation field that must
 * repeat the new password. The match is checked even while other fields still fail, so both
 * messages show inline at once.
 */
import { z } from "zod";

export function withConfirmation<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  passwordField: keyof Shape & string,
  message: string,
) {
  return schema.extend({ confirmPassword: z.string() }).refine(
    (values) => {
      const output = values as Record<string, unknown>;
      return output[passwordField] === output.confirmPassword;
    },
    {
      path: ["confirmPassword"],
      error: message,
      when: ({ value }) => {
        const input = value as Record<string, unknown> | undefined;
        return typeof input?.[passwordField] === "string" && typeof input?.confirmPassword === "string";
      },
    },
  );
}
