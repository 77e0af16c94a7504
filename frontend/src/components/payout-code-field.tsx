import type { ComponentProps } from "react";
import { Field } from "./field";

/**
 * The enrolled investor's current authenticator code on a payout form (withdrawal, sell-back,
 * loan): the server refuses money out to a stolen session without it. Shown only while 2FA is on.
 */
export function PayoutCodeField({ enrolled, field }: { enrolled: boolean; field: Omit<ComponentProps<typeof Field>, "label"> }) {
  if (!enrolled) return null;
  return (
    <Field
      label="Authentication code"
      autoComplete="one-time-code"
      inputMode="numeric"
      {...field}
      hint="The 6-digit code from your authenticator app."
    />
  );
}
