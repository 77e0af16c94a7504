import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { Field } from "@/components/field";
import { ImageUpload } from "@/components/image-upload";
import { toast } from "@/components/toast";
import { parseAmount } from "@/domain/cents";
import { validateManualPayment } from "@/domain/loan-rules";
import { useSubmitManualPayment } from "../api/submit-manual-payment";

export function ManualPaymentForm({ loanId }: { loanId: string }) {
  const [amount, setAmount] = useState("");
  const [proofUrl, setProofUrl] = useState("");
  const submit = useSubmitManualPayment();
  const navigate = useNavigate();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = validateManualPayment(amount, proofUrl);
    if (problem) {
      toast.error(problem);
      return;
    }
    submit.mutate(
      { loanId, amount: parseAmount(amount) ?? 0, proofUrl },
      {
        onSuccess: () => {
          toast.success("Manual payment submitted for review");
          navigate("/loan-summary");
        },
      },
    );
  };

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Manual loan payment form">
      <Field
        label="Amount Paid ($)"
        type="number"
        inputMode="decimal"
        min={0.01}
        step={0.01}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <ImageUpload
        label="Payment Receipt (image)"
        onUploaded={setProofUrl}
        successMessage="Receipt uploaded successfully"
        failureMessage="Upload failed. Try again."
      />
      <button type="submit" className="btn btn-primary" disabled={submit.isPending}>
        {submit.isPending ? "Submitting..." : "Submit Payment"}
      </button>
    </form>
  );
}
