import { Figures } from "@/components/figures";
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
      <Figures
        items={[
          { label: "Your referral code", value: referrals.data?.referralCode || "-" },
          { label: "Referred users", value: referrals.data?.referrals.length ?? 0 },
          { label: "Team shares", value: formatShares(volume.data?.totalShares ?? 0) },
          { label: "Team volume", value: formatUsd(volume.data?.totalValue ?? 0) },
        ]}
      />
      <Link to="/referrals">View referral details</Link>
    </section>
  );
}
