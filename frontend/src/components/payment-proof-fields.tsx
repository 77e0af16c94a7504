import { type PurchaseNetwork, purchaseNetworkDetails } from "@app/contracts/constants";
import type { ComponentProps, ReactNode } from "react";
import { Field } from "./field";
import { ImageDropZone, type UploadedImage } from "./image-drop-zone";

type PaymentProofFieldsProps = {
  /** The network paid on, as its transaction ids are shaped (a purchase network's name). */
  network: PurchaseNetwork | null;
  /** The form's `field("txId")`. */
  txIdField: Omit<ComponentProps<typeof Field>, "label">;
  proofLabel: string;
  proof: UploadedImage | null;
  onProof: (image: UploadedImage | null) => void;
  proofError?: string;
  uploaded: string;
  uploadFailed: string;
  /** A field asked first, under the heading (the manual loan payment's amount paid). */
  before?: ReactNode;
};

/**
 * 'After you have paid': the transaction id (optional, its shape named for the network) and the
 * receipt in a drop area. The buy step's payment and the manual loan payment ask it the same way,
 * under the same payment box (payment-box.tsx).
 */
export function PaymentProofFields({
  network,
  txIdField,
  proofLabel,
  proof,
  onProof,
  proofError,
  uploaded,
  uploadFailed,
  before,
}: PaymentProofFieldsProps) {
  const details = network ? purchaseNetworkDetails[network] : null;
  return (
    <>
      <h3 className="buy-subtitle">After you have paid</h3>
      {before}
      <Field
        label="Transaction ID (optional)"
        autoComplete="off"
        spellCheck={false}
        placeholder={network === "TRC20" ? "64 hex characters" : "0x…"}
        {...txIdField}
        hint={
          details
            ? `Find it in your wallet's payment details. On ${details.chain} it is ${details.txIdFormat}.`
            : "Find it in your wallet's payment details."
        }
      />
      <ImageDropZone
        label={proofLabel}
        value={proof}
        onChange={onProof}
        successMessage={uploaded}
        failureMessage={uploadFailed}
        error={proofError}
      />
    </>
  );
}
