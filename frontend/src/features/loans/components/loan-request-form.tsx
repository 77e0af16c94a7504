import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { parseAmount } from "@/domain/cents";
import { companyCharge, loanLimits, loanPercentage, totalPayable, validateLoanAmount } from "@/domain/loan-rules";
import { formatUsd } from "@/lib/format";
import { useRequestLoan } from "../api/request-loan";

export function LoanRequestForm({ sharesOwned }: { sharesOwned: number }) {
  const [amount, setAmount] = useState("");
  const request = useRequestLoan();
  const navigate = useNavigate();
  const { min, max } = loanLimits(sharesOwned);
  const value = parseAmount(amount) ?? 0;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = validateLoanAmount(amount, sharesOwned);
    if (problem) {
      toast.error(problem);
      return;
    }
    request.mutate(
      { percentage: loanPercentage(value, sharesOwned) },
      {
        onSuccess: () => {
          toast.success("Loan request submitted successfully!");
          navigate("/loan-summary");
        },
      },
    );
  };

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Loan request form">
      <Field
        label="Loan Amount ($)"
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={0.01}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <dl className="figures" aria-live="polite">
        <div>
          <dt>Company Charge (10%)</dt>
          <dd>{formatUsd(companyCharge(value))}</dd>
        </div>
        <div>
          <dt>Total Payable</dt>
          <dd>{formatUsd(totalPayable(value))}</dd>
        </div>
      </dl>
      <button type="submit" className="btn btn-primary" disabled={request.isPending}>
        {request.isPending ? "Submitting..." : "Submit Loan Request"}
      </button>
    </form>
  );
}
