import { VERIFY_EMAIL_FIRST } from "@app/contracts/api/verification";
import { useResendVerification } from "@/lib/resend-verification";
import { getStoredUser } from "@/lib/auth-storage";
import { clearVerificationRequired, useVerificationRequired } from "@/lib/verification-required";
import { toast } from "./toast";

/**
 * Shown once the server refused a purchase, withdrawal, loan or payment because the email is
 * not verified: says so and sends a new verification link to the signed-in user's email.
 */
export function VerifyEmailNotice() {
  const required = useVerificationRequired();
  const resend = useResendVerification();
  const email = getStoredUser()?.email;
  if (!required) return null;
  const send = () => {
    if (!email) return;
    resend.mutate(email, { onSuccess: ({ message }) => toast.success(message) });
  };
  return (
    <section className="verify-notice" role="alert" aria-label="Email verification">
      <p>
        <strong>{VERIFY_EMAIL_FIRST}</strong>{" "}
        {resend.isSuccess ? `A new link is on its way to ${email}.` : "Follow the link we e-mailed you, then try again."}
      </p>
      <div className="verify-notice-actions">
        <button type="button" className="btn btn-primary" onClick={send} disabled={!email || resend.isPending}>
          {resend.isPending ? "Sending..." : "Resend verification email"}
        </button>
        <button type="button" className="btn btn-secondary" onClick={clearVerificationRequired}>
          Dismiss
        </button>
      </div>
    </section>
  );
}
