import { EMAIL_VERIFIED } from "@app/contracts/messages";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { ResendVerification } from "@/components/resend-verification";
import { toast } from "@/components/toast";
import { getStoredUser, useSignedIn } from "@/lib/auth-storage";
import { profileQueryOptions } from "@/lib/queries/profile";
import { useVerifyEmail } from "../api/verify-email";

/**
 * The spec's three states (verifying, verified, failed: 'Token is invalid or expired.') after a
 * first one: opening the link only shows a "Verify email" button; the token is sent when it is
 * pressed, so a mail scanner that opens links verifies nothing.
 */
export default function VerifyRoute() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const verify = useVerifyEmail();
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!verify.isSuccess) return;
    toast.success(EMAIL_VERIFIED);
    // Signed in here already: the profile says whether this link was the session's own address
    // (the verify banner goes once it does).
    if (getStoredUser()) void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
  }, [verify.isSuccess, queryClient]);

  const failed = !token || verify.isError;
  return (
    <Page title="Email Verification" narrow>
      <div className="card center">
        {failed ? (
          <>
            <h2>Verification failed</h2>
            <p role="alert">Token is invalid or expired.</p>
            <ResendVerification />
            <Link to="/login" className="btn btn-secondary">
              Go to Login
            </Link>
          </>
        ) : verify.isSuccess ? (
          <>
            <h2>Email verified!</h2>
            <p>
              {signedIn
                ? "Your email address is confirmed. You can buy shares now."
                : "Your email address is confirmed. You can now log in."}
            </p>
            {signedIn ? (
              <Link to="/join" className="btn btn-primary">
                Buy Shares
              </Link>
            ) : (
              <Link to="/login" className="btn btn-primary">
                Login
              </Link>
            )}
          </>
        ) : verify.isPending ? (
          <Loader text="Verifying your email..." />
        ) : (
          <>
            <h2>Verify your email</h2>
            <p>Press the button to confirm this email address.</p>
            <button type="button" className="btn btn-primary" onClick={() => verify.mutate(token ?? "")}>
              Verify email
            </button>
          </>
        )}
      </div>
    </Page>
  );
}
