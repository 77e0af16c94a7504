import { Link } from "react-router-dom";
import { errorText } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth-storage";
import { formatDate, formatShares, formatUsd } from "@/lib/format";
import { BalanceNotProven, useCheckMyBalance } from "../api/check-my-balance";

/** A signed-in investor checks, in this browser, that their balance is in the published root. */
export function CheckMyBalance({ root }: { root: string }) {
  const signedIn = useSignedIn();
  const check = useCheckMyBalance();
  if (!signedIn)
    return (
      <p>
        <Link to="/login">Log in</Link> to check that your own balance is included.
      </p>
    );
  return (
    <div className="check-my-balance">
      <button type="button" className="btn btn-primary" disabled={check.isPending} onClick={() => check.mutate(root)}>
        {check.isPending ? "Checking…" : "Check my balance"}
      </button>
      <div aria-live="polite">
        {check.data ? (
          <p className="alert alert-success" role="status">
            Your balance of {formatUsd(check.data.profit)} profit, {formatUsd(check.data.reward)} reward and{" "}
            {formatShares(check.data.shares)} shares is included in the root published on {formatDate(check.data.publishedAt)}.
          </p>
        ) : null}
        {check.error ? (
          <p className="alert alert-danger" role="alert">
            {check.error instanceof BalanceNotProven
              ? check.error.message
              : errorText(check.error, "Your balance could not be checked. Please try again.")}
          </p>
        ) : null}
      </div>
    </div>
  );
}
