import { creditProfitRequest } from "@app/contracts/api/profits";
import { useState } from "react";
import { useAdminStats } from "@/lib/queries/admin-stats";
import { useSharePrice } from "@/lib/queries/share-price";
import { ActionCodeField } from "@/components/action-code-field";
import { useActionCodeRequired } from "@/lib/queries/four-eyes";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { RunPreview, TypedConfirmation, typedMatches } from "@/components/run-preview";
import { useRunPreview } from "@/lib/queries/run-preview";
import { DecimalField } from "@/components/field";
import { toast } from "@/components/toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { formatShares, formatUsd } from "@/lib/format";
import { useCreditProfit } from "../api/credit-profit";

export function CreditProfitForm({ onStarted, running }: { onStarted: (runId: string) => void; running: boolean }) {
  const form = useSchemaForm(creditProfitRequest, { percentage: "" });
  /** The percentage the schema accepted, while the confirmation is open. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const askCode = useActionCodeRequired(confirming !== null);
  const [code, setCode] = useState("");
  const [typed, setTyped] = useState("");
  const preview = useRunPreview("profit", confirming);
  const percentage = confirming ?? String(form.watch("percentage") ?? "");
  const credit = useCreditProfit();
  const stats = useAdminStats();
  const price = useSharePrice();

  /** Checked by the API's schema (`creditProfitRequest`); then the confirmation names the total. */
  const onSubmit = form.submit((values) => {
    setTyped("");
    setConfirming(values.percentage);
  });

  const confirm = () =>
    credit.mutate(
      { percentage: Number(percentage), ...(askCode ? { code } : {}) },
      {
        onSuccess: (data) => {
          toast.success(data?.message || "Profit credit started");
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

  // Every investor gets the percentage of shares × price: the total is that of all shares held.
  const shares = stats.data?.totalSharesPurchased;
  const estimate = shares !== undefined && price.data !== undefined ? (shares * price.data * Number(percentage)) / 100 : undefined;
  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Credit profit form">
      <p>Credits every investor this percentage of their share value (shares × current price).</p>
      <DecimalField label="Profit Percentage (%)" {...form.field("percentage")} />
      <button type="submit" className="btn btn-primary" disabled={credit.isPending || running}>
        {credit.isPending ? "Crediting..." : "Credit Profit"}
      </button>
      <ConfirmDialog
        open={confirming !== null}
        title="Credit profit"
        message={
          estimate === undefined
            ? `Credit ${percentage}% profit to every investor, on the value of their shares?`
            : `Credit ${percentage}% profit to every investor? About ${formatUsd(estimate)} in total is added to their profit balances.`
        }
        details={
          estimate === undefined
            ? undefined
            : [
                { label: "Shares held by investors", value: formatShares(shares) },
                { label: "Share price", value: formatUsd(price.data) },
                { label: "Estimated total", value: formatUsd(estimate) },
              ]
        }
        confirmLabel={`Credit ${percentage}%`}
        busy={credit.isPending}
        confirmDisabled={!preview.data || !typedMatches(typed, percentage)}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        <RunPreview kind="profit" preview={preview.data} />
        <TypedConfirmation expected={percentage} value={typed} onChange={setTyped} />
        {askCode ? <ActionCodeField value={code} onChange={setCode} /> : null}
      </ConfirmDialog>
    </form>
  );
}
