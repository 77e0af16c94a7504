import { resendVerificationRequest } from "@app/contracts/api/auth";
import { type FormEvent, useState } from "react";
import { getStoredUser } from "@/lib/auth-storage";
import { useResendVerification } from "@/lib/resend-verification";
import { Field } from "./field";

/**
 * "Resend verification email" after a failed verification link (POST /api/auth/resend-verification):
 * signed in, to the account's address; otherwise it asks for the email first.
 */
export function ResendVerification() {
  const known = getStoredUser()?.email;
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | undefined>();
  const resend = useResendVerification();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resendVerificationRequest.safeParse({ email: known ?? email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Enter a valid email address.");
    setError(undefined);
    resend.mutate(parsed.data.email, {
      onSuccess: ({ message }) => setSent(message),
    });
  };

  return (
    <form className="resend-verification" onSubmit={submit} noValidate>
      {known ? null : (
        <Field label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
      )}
      <button type="submit" className="btn btn-primary" disabled={resend.isPending}>
        Resend verification email
      </button>
      {sent ? <p role="status">{sent}</p> : null}
    </form>
  );
}
