import { useState } from "react";
import { Figures } from "@/components/figures";
import { LOAN_REQUEST_SUBMITTED_SUCCESSFULLY, loanRangeMessage } from "@app/contracts/messages";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { WalletFields } from "@/components/wallet-fields";
import { PayoutCodeField } from "@/components/payout-code-field";
import { formatUsd } from "@/lib/format";
import { useSchemaForm } from "@/lib/use-schema-form";
import type { LoanLimits } from "../api/get-loan-limits";
import { useRequestLoan } from "../api/request-loan";
import { loanCharges, loanPercentage, withinLimits } from "../loan-figures";
import { loanRequestForm } from "../loan-request-schema";
import { type LoanReview, LoanReviewDialog } from "./loan-review-dialog";
import { NewWalletNote } from "./new-wallet-note";

const empty = { amount: "", wallet: "", network: "", code: "" };

/**
 * The request: an amount within the server's Min/Max (its capital, so what is typed is what is
 * lent), the wallet the loan is paid to and its network, the authenticator code when enrolled.
 * A valid form opens the review; only its Confirm sends the request.
 */
export function LoanRequestForm({ limits, twoFactor = false }: { limits: LoanLimits; twoFactor?: boolean }) {
  const form = useSchemaForm(loanRequestForm, empty);
  const [review, setReview] = useState<(LoanReview & { code?: string }) | null>(null);
  const request = useRequestLoan({
    onSubmitted: () => {
      toast.success(LOAN_REQUEST_SUBMITTED_SUCCESSFULLY);
      setReview(null);
      form.clear();
    },
  });
  const { charge, total } = loanCharges(String(form.watch("amount") ?? ""));
  const range = loanRangeMessage(limits.minLoan.toFixed(2), limits.maxLoan.toFixed(2));
  const network = form.register("network");

  const onSubmit = form.submit(({ amount, wallet, network, code }) => {
    if (!withinLimits(amount, limits)) {
      form.setError("amount", { message: range });
      return;
    }
    setReview({ amount, wallet, network, code });
  });
  const send = () =>
    review &&
    request.mutate({
      percentage: loanPercentage(review.amount, limits.investmentCapital),
      wallet: review.wallet,
      network: review.network,
      ...(twoFactor ? { code: review.code } : {}),
    });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Loan request form">
      <Field
        label="Loan Amount ($)"
        type="number"
        inputMode="decimal"
        min={limits.minLoan}
        max={limits.maxLoan}
        step={0.01}
        hint={`Between ${formatUsd(limits.minLoan)} and ${formatUsd(limits.maxLoan)}`}
        {...form.field("amount")}
      />
      <Figures
        live="polite"
        items={[
          { label: "Company Charge (10%)", value: formatUsd(charge) },
          { label: "Total Payable", value: formatUsd(total) },
        ]}
      />
      <p className="field-hint">The loan is paid to this wallet once an admin approves it.</p>
      <WalletFields
        idPrefix="loan"
        wallet={form.register("wallet")}
        network={{
          ...network,
          // A wallet already typed is checked again against the newly chosen network.
          onChange: async (event) => {
            await network.onChange(event);
            if (form.getValues("wallet")) await form.trigger("wallet");
          },
        }}
        walletError={form.errorOf("wallet")}
        networkError={form.errorOf("network")}
        onGuessNetwork={(guessed) => form.setValue("network", guessed, { shouldValidate: form.errorOf("network") !== undefined })}
      />
      <NewWalletNote wallet={String(form.watch("wallet") ?? "")} />
      <PayoutCodeField enrolled={twoFactor} field={form.field("code")} />
      <button type="submit" className="btn btn-primary" disabled={request.isPending}>
        {request.isPending ? "Submitting..." : "Submit Loan Request"}
      </button>
      <LoanReviewDialog review={review} busy={request.isPending} onConfirm={send} onBack={() => setReview(null)} />
    </form>
  );
}
