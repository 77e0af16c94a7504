import { creditProfitRequest } from "@app/contracts/api/profits";
import { distributeRewardsRequest } from "@app/contracts/api/referrals";
import { useState } from "react";
import { ActionCodeField } from "@/components/action-code-field";
import { RunPreview, TypedConfirmation, typedMatches } from "@/components/run-preview";
import { toast } from "@/components/toast";
import { useActionCodeRequired } from "@/lib/queries/four-eyes";
import { type RunKind, useRunPreview } from "@/lib/queries/run-preview";
import { useSchemaForm } from "@/lib/use-schema-form";

/** Each run's form schema, the request its start route parses: one `percentage` field. */
const runRequest = { profit: creditProfitRequest, reward: distributeRewardsRequest } satisfies Record<RunKind, typeof creditProfitRequest>;
type StartRun = {
  mutate: (
    input: { percentage: number; code?: string },
    call: { onSuccess?: (data: { message?: string; runId?: string }) => void; onHeld?: () => void },
  ) => void;
  isPending: boolean;
};

/**
 * A money run's form: the percentage the schema accepts opens a confirmation showing the run's
 * preview, asking the percentage typed again and, when four-eyes asks, the admin's code; the
 * run starts only from there. `dialog` spreads into the ConfirmDialog, `checks` are its children.
 */
export function useRunConfirmation(kind: RunKind, start: StartRun, startedText: string, onStarted: (runId: string) => void) {
  const form = useSchemaForm(runRequest[kind], { percentage: "" });
  /** The percentage the schema accepted, while the confirmation is open. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const askCode = useActionCodeRequired(confirming !== null);
  const [code, setCode] = useState("");
  const [typed, setTyped] = useState("");
  const preview = useRunPreview(kind, confirming);
  const percentage = confirming ?? String(form.watch("percentage") ?? "");
  const onSubmit = form.submit((values) => {
    setTyped("");
    setConfirming(values.percentage);
  });
  const close = () => {
    setConfirming(null);
    form.clear();
  };
  const confirm = () =>
    start.mutate(
      { percentage: Number(percentage), ...(askCode ? { code } : {}) },
      {
        onSuccess: (data) => {
          toast.success(data?.message || startedText);
          close();
          if (data?.runId) onStarted(data.runId);
        },
        onHeld: close,
      },
    );
  const dialog = {
    open: confirming !== null,
    busy: start.isPending,
    confirmDisabled: !preview.data || !typedMatches(typed, percentage),
    onConfirm: confirm,
    onCancel: () => setConfirming(null),
  };
  const checks = (
    <>
      <RunPreview kind={kind} preview={preview.data} />
      <TypedConfirmation expected={percentage} value={typed} onChange={setTyped} />
      {askCode ? <ActionCodeField value={code} onChange={setCode} /> : null}
    </>
  );
  return { form, percentage, onSubmit, dialog, checks };
}
