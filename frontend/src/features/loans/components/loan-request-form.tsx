import { LOAN_REQUEST_SUBMITTED_SUCCESSFULLY } from "@app/contracts/messages";
import { loanRequestBody } from "@app/contracts/api/loans";
import { useNavigate } from "react-router-dom";
import { z } from "zod";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { formatUsd } from "@/lib/format";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useRequestLoan } from "../api/request-loan";
import { loanCharges, loanLimits, loanPercentage } from "../loan-figures";

/** The form asks for dollars and sends the percentage of capital: the amount is checked as the API checks the percentage. */
const loanAmountForm = z.object({ amount: loanRequestBody.shape.percentage });

/** The range (1 %..20 % of capital) depends on the investor's shares: the server answers it with the spec's message. */
export function LoanRequestForm({ sharesOwned }: { sharesOwned: number }) {
  const form = useSchemaForm(loanAmountForm, { amount: "" });
  const request = useRequestLoan();
  const navigate = useNavigate();
  const { min, max } = loanLimits(sharesOwned);
  const { charge, total } = loanCharges(String(form.watch("amount") ?? ""));

  const onSubmit = form.submit(({ amount }) =>
    request.mutate(
      { percentage: loanPercentage(amount, sharesOwned) },
      {
        onSuccess: () => {
          toast.success(LOAN_REQUEST_SUBMITTED_SUCCESSFULLY);
          navigate("/loan-summary");
        },
      },
    ),
  );

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Loan request form">
      <Field label="Loan Amount ($)" type="number" inputMode="decimal" min={min} max={max} step={0.01} {...form.field("amount")} />
      <dl className="figures" aria-live="polite">
        <div>
          <dt>Company Charge (10%)</dt>
          <dd>{formatUsd(charge)}</dd>
        </div>
        <div>
          <dt>Total Payable</dt>
          <dd>{formatUsd(total)}</dd>
        </div>
      </dl>
      <button type="submit" className="btn btn-primary" disabled={request.isPending}>
        {request.isPending ? "Submitting..." : "Submit Loan Request"}
      </button>
    </form>
  );
}
