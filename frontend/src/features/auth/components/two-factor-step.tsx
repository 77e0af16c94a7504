import { SIGN_IN_AGAIN_MESSAGES } from "@app/contracts/auth-messages";
import { Field } from "@/components/field";
import { ApiError } from "@/lib/api-client";
import { useSchemaForm } from "@/lib/use-schema-form";
import type { Session } from "../api/login";
import { useVerifyTwoFactor } from "../api/verify-two-factor";

/** The API's schema, loaded on the first check so the login page's first load carries no zod. */
const loadVerifySchema = () => import("@app/contracts/api/two-factor").then((module) => module.twoFactorVerifyRequest);

/** The login's second step: a code from the authenticator app, or one of the recovery codes. */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (session: Session) => void;
  onRestart: () => void;
}) {
  const form = useSchemaForm(loadVerifySchema, { challenge, code: "" });
  const verify = useVerifyTwoFactor();

  // A closed or expired challenge takes no more codes: back to the password (the server's message shows).
  const onSubmit = form.submit((answer) =>
    verify.mutate(answer, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (error instanceof ApiError && SIGN_IN_AGAIN_MESSAGES.includes(error.serverMessage ?? "")) onRestart();
      },
    }),
  );

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Two-factor form">
      <h2>Two-factor authentication</h2>
      <p>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
      <Field label="Authentication code" autoComplete="one-time-code" inputMode="numeric" {...form.field("code")} autoFocus />
      <button type="submit" className="btn btn-primary" disabled={verify.isPending}>
        {verify.isPending ? "Verifying..." : "Verify"}
      </button>
      <p className="form-links">
        <button type="button" className="btn btn-secondary" onClick={onRestart}>
          Start again
        </button>
      </p>
    </form>
  );
}
