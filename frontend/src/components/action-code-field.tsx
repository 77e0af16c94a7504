import { Field } from "./field";

/**
 * The approving admin's current authenticator code, asked when the server requires it
 * (ADMIN_ACTION_CODE): money moves only with a fresh second factor of the admin who approves.
 */
export function ActionCodeField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  return (
    <Field
      label="Authenticator code"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder="6-digit code"
      hint="Approving moves money: enter the current code from your authenticator app."
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ""))}
    />
  );
}
