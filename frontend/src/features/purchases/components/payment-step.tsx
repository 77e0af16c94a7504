import type { PurchaseNetwork } from "@app/contracts/constants";
import { Link } from "react-router-dom";
import type { UploadedImage } from "@/components/image-drop-zone";
import { PaymentProofFields } from "@/components/payment-proof-fields";
import type { BuySharesForm } from "./buy-shares-form";
import { PaymentInstructions } from "./payment-instructions";

type PaymentStepProps = {
  form: BuySharesForm;
  amount: string;
  proofImage: UploadedImage | null;
  onProofImage: (image: UploadedImage | null) => void;
  onBack: () => void;
  busy: boolean;
};

/** Step 2: pay on the chosen network, then give the transaction id (optional), the proof and the agreement. */
export function PaymentStep({ form, amount, proofImage, onProofImage, onBack, busy }: PaymentStepProps) {
  const network = form.watch("paymentMethod") as PurchaseNetwork;
  return (
    <section className="card buy-step" aria-labelledby="payment-step-title">
      <h2 id="payment-step-title">Send your payment</h2>
      <PaymentInstructions network={network} amount={amount} />
      <PaymentProofFields
        network={network}
        txIdField={form.field("txId")}
        proofLabel="Proof of Payment (image)"
        proof={proofImage}
        onProof={(image) => {
          onProofImage(image);
          form.setValue("proof", image?.url ?? "", { shouldValidate: form.formState.isSubmitted });
        }}
        proofError={form.errorOf("proof")}
        uploaded="Proof uploaded"
        uploadFailed="Upload failed"
      />
      <label className="agree-row" htmlFor="policy">
        <input id="policy" type="checkbox" {...form.register("agreed")} aria-invalid={form.errorOf("agreed") ? true : undefined} />
        <span>
          I agree to the <Link to="/terms">Policy &amp; Risk terms</Link>.
        </span>
      </label>
      {form.errorOf("agreed") ? <small className="field-error">{form.errorOf("agreed")}</small> : null}
      <div className="buy-actions">
        <button type="button" className="btn btn-secondary" onClick={onBack}>
          Back
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? "Submitting..." : "Buy Shares"}
        </button>
      </div>
    </section>
  );
}
