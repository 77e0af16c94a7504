import { useState } from "react";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { validateCreditProfit } from "@/domain/form-rules";
import { useCreditProfit } from "../api/credit-profit";

export function CreditProfitForm({ onStarted, running }: { onStarted: (runId: string) => void; running: boolean }) {
  const [percentage, setPercentage] = useState("");
  const credit = useCreditProfit();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = validateCreditProfit(percentage);
    if (problem) {
      toast.error(problem);
      return;
    }
    credit.mutate(
      { percentage: Number(percentage) },
      {
        onSuccess: (data) => {
          toast.success(data?.message || "Profit credit started");
          setPercentage("");
          if (data?.runId) onStarted(data.runId);
        },
      },
    );
  };

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Credit profit form">
      <p>Credits every investor this percentage of their share value (shares × current price).</p>
      <Field
        label="Profit Percentage (%)"
        type="number"
        inputMode="decimal"
        min={0.01}
        step={0.01}
        value={percentage}
        onChange={(e) => setPercentage(e.target.value)}
      />
      <button type="submit" className="btn btn-primary" disabled={credit.isPending || running}>
        {credit.isPending ? "Crediting..." : "Credit Profit"}
      </button>
    </form>
  );
}
