import { Link, useLocation } from "react-router-dom";
import { Page } from "@/components/page";
import { toast } from "@/components/toast";
import { useResendVerification } from "@/lib/resend-verification";

/**
 * Where registering ends: the verification link was sent to the address just registered; the
 * investor opens it (the next step) or asks for a new one.
 */
export default function CheckEmailRoute() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  const resend = useResendVerification();
  const send = () => email && resend.mutate(email, { onSuccess: ({ message }) => toast.success(message) });
  return (
    <Page title="Check your email" narrow>
      <section className="card check-email" aria-label="Verification email sent">
        <span className="check-email-icon" aria-hidden="true">
          ✉
        </span>
        <p>
          We sent a verification link to {email ? <strong className="break">{email}</strong> : "the address you registered with"}. Open it
          to confirm your address, then log in to buy shares.
        </p>
        <p className="muted">The link can take a minute to arrive. Check your spam or promotions folder too.</p>
        {email ? (
          <button type="button" className="btn btn-secondary btn-block" onClick={send} disabled={resend.isPending}>
            {resend.isPending ? "Sending..." : "Resend email"}
          </button>
        ) : null}
        {resend.isSuccess ? <p role="status">A new link is on its way to {email}.</p> : null}
        <Link to="/login" className="btn btn-primary btn-block">
          I have verified: Log in
        </Link>
      </section>
    </Page>
  );
}
