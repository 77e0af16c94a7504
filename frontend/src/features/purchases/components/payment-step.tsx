import { type PurchaseNetwork, purchaseNetworkDetails } from "@app/contracts/constants";
import { Link } from "react-router-dom";
import { Field } from "@/components/field";
import { ImageDropZone, type UploadedImage } from "@/components/image-drop-zone";
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
  const { chain, txIdFormat } = purchaseNetworkDetails[network];
  return (
    <section className="card buy-step" aria-labelledby="payment-step-title">
      <h2 id="payment-step-title">Send your payment</h2>
      <PaymentInstructions network={network} amount={amount} />
      <h3 className="buy-subtitle">After you have paid</h3>
      <Field
        label="Transaction ID (optional)"
        autoComplete="off"
        spellCheck={false}
        placeholder={network === "TRC20" ? "64 hex characters" : "0x…"}
        {...form.field("txId")}
        hint={`Find it in your wallet's payment details. On ${chain} it is ${txIdFormat}.`}
      />
      <ImageDropZone
        label="Proof of Payment (image)"
        value={proofImage}
        onChange={(image) => {
          onProofImage(image);
          form.setValue("proof", image?.url ?? "", { shouldValidate: form.formState.isSubmitted });
        }}
        successMessage="Proof uploaded"
        failureMessage="Upload failed"
        error={form.errorOf("proof")}
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
