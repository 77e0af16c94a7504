import { EMAIL_VERIFIED } from "@app/contracts/messages";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { toast } from "@/components/toast";
import { useVerifyEmail } from "../api/verify-email";

/** Three states: verifying, verified, failed ('Token is invalid or expired.'). */
export default function VerifyRoute() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const verify = useVerifyEmail(token);

  useEffect(() => {
    if (verify.isSuccess) toast.success(EMAIL_VERIFIED);
  }, [verify.isSuccess]);

  const failed = !token || verify.isError;
  return (
    <Page title="Email Verification" narrow>
      <div className="card center">
        {failed ? (
          <>
            <h2>Verification failed</h2>
            <p role="alert">Token is invalid or expired.</p>
            <Link to="/login" className="btn btn-secondary">
              Go to Login
            </Link>
          </>
        ) : verify.isSuccess ? (
          <>
            <h2>Email verified!</h2>
            <p>Your email address is confirmed. You can now log in.</p>
            <Link to="/login" className="btn btn-primary">
              Login
            </Link>
          </>
        ) : (
          <Loader text="Verifying your email..." />
        )}
      </div>
    </Page>
  );
}
