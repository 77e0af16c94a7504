import { ConfirmDialog } from "@/components/confirm-dialog";
import { useRunConfirmation } from "@/components/run-confirmation";
import { useRunPreview } from "@/lib/queries/run-preview";
import { DecimalField } from "@/components/field";
import { formatUsd } from "@/lib/format";
import type { ReferralStatsRow as ReferralStat } from "@app/contracts";
import { useDistributeRewards } from "../api/distribute-rewards";

type RewardFormProps = {
  onStarted: (runId: string) => void;
  running: boolean;
  /** The referrers listed on the page: the confirmation counts them and estimates the total. */
  referrers?: ReferralStat[];
};

export function RewardForm({ onStarted, running, referrers }: RewardFormProps) {
  const distribute = useDistributeRewards();
  const { form, percentage, onSubmit, dialog, checks } = useRunConfirmation(
    "reward",
    distribute,
    "Referral rewards distribution started",
    onStarted,
  );
  // Whether anyone would be rewarded at all (at 1 %, before a percentage is chosen).
  const availability = useRunPreview("reward", "1");
  const nobodyToReward = availability.data?.investors === 0;

  // Each referrer gets the percentage of their team investment.
  const teamInvestment = referrers?.reduce((sum, r) => sum + Number(r.teamInvestment ?? 0), 0);

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Referral rewards form">
      <p>Credits each referrer this percentage of their team investment.</p>
      <DecimalField label="Reward Percentage (%)" {...form.field("percentage")} />
      <button
        type="submit"
        className="btn btn-primary"
        disabled={distribute.isPending || running || nobodyToReward}
        aria-describedby={nobodyToReward ? "no-referrers-reason" : undefined}
      >
        {distribute.isPending ? "Distributing..." : "Distribute Rewards"}
      </button>
      {nobodyToReward ? (
        <p id="no-referrers-reason" className="muted">
          No investor has referrals to reward yet.
        </p>
      ) : null}
      <ConfirmDialog
        {...dialog}
        title="Distribute referral rewards"
        message={`Are you sure you want to distribute ${percentage}% referral rewards?`}
        details={
          referrers && teamInvestment !== undefined
            ? [
                { label: "Referrers", value: String(referrers.length) },
                { label: "Team investment", value: formatUsd(teamInvestment) },
                { label: "Estimated total", value: formatUsd((teamInvestment * Number(percentage)) / 100) },
              ]
            : undefined
        }
      >
        {checks}
      </ConfirmDialog>
    </form>
  );
}
