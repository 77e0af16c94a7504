import { MANUAL_PAYMENT_SUBMITTED_FOR_REVIEW } from "@app/contracts/messages";
import { manualPaymentBody, repaymentTxIdNetwork } from "@app/contracts/api/loans";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { DecimalField } from "@/components/field";
import type { UploadedImage } from "@/components/image-drop-zone";
import { PaymentProofFields } from "@/components/payment-proof-fields";
import { PaymentBox } from "@/components/payment-box";
import { toast } from "@/components/toast";
import { networkLabel } from "@/lib/network-names";
import { useSchemaForm } from "@/lib/use-schema-form";
import type { RepaymentWallet } from "../api/get-repayment-wallet";
import { useSubmitManualPayment } from "../api/submit-manual-payment";

type Props = { loanId: string; remaining: number; repayment: RepaymentWallet & { configured: boolean } };

/**
 * The buy step's payment box for a repayment (exact amount, Copy, QR, network warning), then the
 * buy step's proof fields: the amount paid, the transaction id and the receipt in a drop area. Checked by the API's schema (`manualPaymentBody`).
 */
export function ManualPaymentForm({ loanId, remaining, repayment }: Props) {
  const owed = remaining > 0 ? remaining.toFixed(2) : "";
  const form = useSchemaForm(manualPaymentBody, { loanId, amount: owed, proofUrl: "", txId: "" });
  const [receipt, setReceipt] = useState<UploadedImage | null>(null);
  const submit = useSubmitManualPayment();
  const navigate = useNavigate();
  const typed = String(form.watch("amount") ?? "").trim();
  const amount = /^\d+(\.\d{1,2})?$/.test(typed) && Number(typed) > 0 ? Number(typed).toFixed(2) : owed;
  const chain = repayment.network ? networkLabel(repayment.network).replace(/^USDT on /, "") : "the repayment network";

  const onSubmit = form.submit((values) =>
    submit.mutate(
      { loanId: values.loanId, amount: Number(values.amount), proofUrl: values.proofUrl, ...(values.txId ? { txId: values.txId } : {}) },
      {
        onSuccess: () => {
          toast.success(MANUAL_PAYMENT_SUBMITTED_FOR_REVIEW);
          navigate("/loans");
        },
      },
    ),
  );

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Manual loan payment form">
      <h2>Send your repayment</h2>
      <PaymentBox
        chain={chain}
        amount={amount || "0.00"}
        address={repayment.address}
        configured={repayment.configured}
        copyAddressLabel="Copy Address"
        notConfigured="The repayment wallet is not set up yet. Contact support before paying."
      />
      <PaymentProofFields
        before={<DecimalField label="Amount Paid ($)" hint="Change it if you pay part of the balance." {...form.field("amount")} />}
        network={repaymentTxIdNetwork(repayment.network)}
        txIdField={form.field("txId")}
        proofLabel="Payment Receipt (image)"
        proof={receipt}
        onProof={(image) => {
          setReceipt(image);
          form.setValue("proofUrl", image?.url ?? "", { shouldValidate: form.formState.isSubmitted });
        }}
        proofError={form.errorOf("proofUrl")}
        uploaded="Receipt uploaded successfully"
        uploadFailed="Upload failed. Try again."
      />
      <button type="submit" className="btn btn-primary" disabled={submit.isPending}>
        {submit.isPending ? "Submitting..." : "Submit Payment"}
      </button>
    </form>
  );
}
