import { MANUAL_PAYMENT_SUBMITTED_FOR_REVIEW } from "@app/contracts/messages";
import { manualPaymentBody } from "@app/contracts/api/loans";
import { useNavigate } from "react-router-dom";
import { DecimalField } from "@/components/field";
import { ImageUpload } from "@/components/image-upload";
import { toast } from "@/components/toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useSubmitManualPayment } from "../api/submit-manual-payment";

/** Checked by the API's schema (`manualPaymentBody`): an amount and an uploaded receipt. */
export function ManualPaymentForm({ loanId }: { loanId: string }) {
  const form = useSchemaForm(manualPaymentBody, { loanId, amount: "", proofUrl: "" });
  const submit = useSubmitManualPayment();
  const navigate = useNavigate();

  const onSubmit = form.submit((values) =>
    submit.mutate(
      { loanId: values.loanId, amount: Number(values.amount), proofUrl: values.proofUrl },
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
      <DecimalField label="Amount Paid ($)" {...form.field("amount")} />
      <ImageUpload
        label="Payment Receipt (image)"
        onUploaded={(url) => form.setValue("proofUrl", url, { shouldValidate: form.formState.isSubmitted })}
        successMessage="Receipt uploaded successfully"
        failureMessage="Upload failed. Try again."
      />
      <button type="submit" className="btn btn-primary" disabled={submit.isPending}>
        {submit.isPending ? "Submitting..." : "Submit Payment"}
      </button>
    </form>
  );
}
