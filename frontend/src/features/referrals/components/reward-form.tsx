import { distributeRewardsRequest } from "@app/contracts/api/referrals";
import { useState } from "react";
import { ActionCodeField } from "@/components/action-code-field";
import { useActionCodeRequired } from "@/lib/queries/four-eyes";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { RunPreview, TypedConfirmation, typedMatches } from "@/components/run-preview";
import { useRunPreview } from "@/lib/queries/run-preview";
import { DecimalField } from "@/components/field";
import { toast } from "@/components/toast";
import { useSchemaForm } from "@/lib/use-schema-form";
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
  const form = useSchemaForm(distributeRewardsRequest, { percentage: "" });
  /** The percentage the schema accepted, while the confirmation is open. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const askCode = useActionCodeRequired(confirming !== null);
  const [code, setCode] = useState("");
  const [typed, setTyped] = useState("");
  const preview = useRunPreview("reward", confirming);
  // Whether anyone would be rewarded at all (at 1 %, before a percentage is chosen).
  const availability = useRunPreview("reward", "1");
  const nobodyToReward = availability.data?.investors === 0;
  const percentage = confirming ?? String(form.watch("percentage") ?? "");
  const distribute = useDistributeRewards();

  /** Checked by the API's schema (`distributeRewardsRequest`); then the confirmation names the total. */
  const onSubmit = form.submit((values) => {
    setTyped("");
    setConfirming(values.percentage);
  });

  const confirm = () =>
    distribute.mutate(
      { percentage: Number(percentage), ...(askCode ? { code } : {}) },
      {
        onSuccess: (data) => {
          toast.success(data?.message || "Referral rewards distribution started");
          setConfirming(null);
          form.clear();
          if (data?.runId) onStarted(data.runId);
        },
        onHeld: () => {
          setConfirming(null);
          form.clear();
        },
      },
    );

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
        open={confirming !== null}
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
        confirmDisabled={!preview.data || !typedMatches(typed, percentage)}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        <RunPreview kind="reward" preview={preview.data} />
        <TypedConfirmation expected={percentage} value={typed} onChange={setTyped} />
        {askCode ? <ActionCodeField value={code} onChange={setCode} /> : null}
      </ConfirmDialog>
    </form>
  );
}
