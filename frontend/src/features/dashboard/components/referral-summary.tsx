import { Link } from "react-router-dom";
import { useReferralVolume } from "@/lib/queries/referral-volume";
import { useReferrals } from "@/lib/queries/referrals";
import { formatShares, formatUsd } from "@/lib/format";

export function ReferralSummary() {
  const referrals = useReferrals();
  const volume = useReferralVolume();
  return (
    <section className="card" aria-labelledby="referral-summary-title">
      <h2 id="referral-summary-title">Referrals</h2>
      <dl className="figures">
        <div>
          <dt>Your referral code</dt>
          <dd>{referrals.data?.referralCode || "-"}</dd>
        </div>
        <div>
          <dt>Referred users</dt>
          <dd>{referrals.data?.referrals.length ?? 0}</dd>
        </div>
        <div>
          <dt>Team shares</dt>
          <dd>{formatShares(volume.data?.totalShares ?? 0)}</dd>
        </div>
        <div>
          <dt>Team volume</dt>
          <dd>{formatUsd(volume.data?.totalValue ?? 0)}</dd>
        </div>
      </dl>
      <Link to="/referrals">View referral details</Link>
    </section>
  );
}
