import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { validateRewardPercentage } from "@/domain/form-rules";
import { formatUsd } from "@/lib/format";
import type { ReferralStat } from "@/types/api";
import { useDistributeRewards } from "../api/distribute-rewards";

type RewardFormProps = {
  onStarted: (runId: string) => void;
  running: boolean;
  /** The referrers listed on the page: the confirmation counts them and estimates the total. */
  referrers?: ReferralStat[];
};

export function RewardForm({ onStarted, running, referrers }: RewardFormProps) {
  const [percentage, setPercentage] = useState("");
  const [confirming, setConfirming] = useState(false);
  const distribute = useDistributeRewards();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = validateRewardPercentage(percentage);
    if (problem) {
      toast.error(problem);
      return;
    }
    setConfirming(true);
  };

  const confirm = () =>
    distribute.mutate(
      { percentage: Number(percentage) },
      {
        onSuccess: (data) => {
          toast.success(data?.message || "Referral rewards distribution started");
          setConfirming(false);
          setPercentage("");
          if (data?.runId) onStarted(data.runId);
        },
        onHeld: () => {
          setConfirming(false);
          setPercentage("");
        },
      },
    );

  // Each referrer gets the percentage of their team investment.
  const teamInvestment = referrers?.reduce((sum, r) => sum + Number(r.teamInvestment ?? 0), 0);

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Referral rewards form">
      <p>Credits each referrer this percentage of their team investment.</p>
      <Field
        label="Reward Percentage (%)"
        type="number"
        inputMode="decimal"
        min={0.01}
        step={0.01}
        value={percentage}
        onChange={(e) => setPercentage(e.target.value)}
      />
      <button type="submit" className="btn btn-primary" disabled={distribute.isPending || running}>
        {distribute.isPending ? "Distributing..." : "Distribute Rewards"}
      </button>
      <ConfirmDialog
        open={confirming}
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
        busy={distribute.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
