import { useState } from "react";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import type { Session } from "../api/login";
import { useVerifyTwoFactor } from "../api/verify-two-factor";

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
  const [code, setCode] = useState("");
  const verify = useVerifyTwoFactor();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      toast.error("Please enter the 6-digit code from your authenticator app.");
      return;
    }
    verify.mutate({ challenge, code: code.trim() }, { onSuccess: onSignedIn });
  };

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Two-factor form">
      <h2>Two-factor authentication</h2>
      <p>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
      <Field
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoFocus
      />
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
