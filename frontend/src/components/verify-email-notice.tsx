import { VERIFY_EMAIL_FIRST } from "@app/contracts/api/verification";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { getStoredUser, storeUser, useSignedIn } from "@/lib/auth-storage";
import { profileQueryOptions } from "@/lib/queries/profile";
import { useResendVerification } from "@/lib/resend-verification";
import { useVerificationRequired } from "@/lib/verification-required";
import { toast } from "./toast";

/**
 * Whether the signed-in investor still has to verify their email: the stored user says so (or a
 * money write was refused with 403), until the profile reports the address verified (the link
 * may have been opened in another tab or on the phone), which then updates the stored user.
 */
export function useEmailUnverified(): { unverified: boolean; email: string | undefined } {
  const signedIn = useSignedIn();
  const required = useVerificationRequired();
  const stored = signedIn ? getStoredUser() : null;
  const storedUnverified = stored?.emailVerified === false;
  const profile = useQuery({ ...profileQueryOptions(), enabled: signedIn && (storedUnverified || required) });
  const verifiedNow = profile.data?.emailVerified === true;
  useEffect(() => {
    const user = getStoredUser();
    if (verifiedNow && user && user.emailVerified === false) storeUser({ ...user, emailVerified: true });
  }, [verifiedNow]);
  return { unverified: signedIn && (storedUnverified || required) && !verifiedNow, email: stored?.email };
}

/** Pages with their own notice (the money screens) hide the banner, so it is said once. */
let pageNotices = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const notify = () => {
  for (const listener of listeners) listener();
};

function ResendButton({ email, primary }: { email: string | undefined; primary?: boolean }) {
  const resend = useResendVerification();
  const send = () => email && resend.mutate(email, { onSuccess: ({ message }) => toast.success(message) });
  return (
    <>
      <button
        type="button"
        className={`btn ${primary ? "btn-primary" : "btn-secondary"}`}
        onClick={send}
        disabled={!email || resend.isPending}
      >
        {resend.isPending ? "Sending..." : "Resend verification email"}
      </button>
      {resend.isSuccess ? <span className="verify-notice-sent">A new link is on its way to {email}.</span> : null}
    </>
  );
}

/**
 * The verify-email notice. Without `action`: the banner on every signed-in page while the email
 * is unverified. With `action` ('buy shares', 'withdraw', ...): a money screen's notice, placed
 * before its form, saying the form is closed until the link is opened.
 */
export function VerifyEmailNotice({ action }: { action?: string }) {
  const { unverified, email } = useEmailUnverified();
  const pageNoticeShown = useSyncExternalStore(
    subscribe,
    () => pageNotices > 0,
    () => false,
  );
  const isPageNotice = action !== undefined;
  useEffect(() => {
    if (!isPageNotice || !unverified) return;
    pageNotices += 1;
    notify();
    return () => {
      pageNotices -= 1;
      notify();
    };
  }, [isPageNotice, unverified]);

  if (!unverified || (!isPageNotice && pageNoticeShown)) return null;
  if (!isPageNotice)
    return (
      <section className="verify-notice verify-banner" role="alert" aria-label="Email verification">
        <p>
          <strong>{VERIFY_EMAIL_FIRST}</strong> Open the link we e-mailed to {email ?? "you"} to buy, sell or withdraw.
        </p>
        <div className="verify-notice-actions">
          <ResendButton email={email} />
        </div>
      </section>
    );
  return (
    <section className="verify-notice verify-page-notice" role="alert" aria-label="Email verification">
      <h2>Verify your email to {action}</h2>
      <p>
        <strong>{VERIFY_EMAIL_FIRST}</strong> We sent a link to <strong className="break">{email ?? "your email address"}</strong>. Open it
        on this phone or computer, then come back to this page.
      </p>
      <p className="muted">No email? Check your spam folder, or send a new link.</p>
      <div className="verify-notice-actions">
        <ResendButton email={email} primary />
      </div>
    </section>
  );
}
