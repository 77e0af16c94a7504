import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { validateRewardPercentage } from "@/domain/form-rules";
import { useDistributeRewards } from "../api/distribute-rewards";

export function RewardForm({ onStarted, running }: { onStarted: (runId: string) => void; running: boolean }) {
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
          setPercentage("");
          if (data?.runId) onStarted(data.runId);
        },
        onSettled: () => setConfirming(false),
      },
    );

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
        busy={distribute.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
