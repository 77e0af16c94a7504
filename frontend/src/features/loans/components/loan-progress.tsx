import { ProgressBar } from "@/components/progress-bar";
import { repaidPercent, repaymentLabel } from "../loan-figures";

export function LoanProgress({ totalPayable, remaining }: { totalPayable: number; remaining: number }) {
  return (
    <ProgressBar
      label="Share of the loan repaid"
      value={remaining <= 0 ? 100 : repaidPercent(totalPayable, remaining)}
      caption={repaymentLabel(totalPayable, remaining)}
      tone={remaining <= 0 ? "success" : "warning"}
    />
  );
}
