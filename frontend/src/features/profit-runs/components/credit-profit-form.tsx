import { useAdminStats } from "@/lib/queries/admin-stats";
import { useSharePrice } from "@/lib/queries/share-price";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useRunConfirmation } from "@/components/run-confirmation";
import { DecimalField } from "@/components/field";
import { formatShares, formatUsd } from "@/lib/format";
import { useCreditProfit } from "../api/credit-profit";

export function CreditProfitForm({ onStarted, running }: { onStarted: (runId: string) => void; running: boolean }) {
  const credit = useCreditProfit();
  const { form, percentage, onSubmit, dialog, checks } = useRunConfirmation("profit", credit, "Profit credit started", onStarted);
  const stats = useAdminStats();
  const price = useSharePrice();

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
        {...dialog}
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
      >
        {checks}
      </ConfirmDialog>
    </form>
  );
}
