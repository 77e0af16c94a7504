import { purchaseNetworks, SHARE_STEP } from "@app/contracts/constants";
import { sharePurchaseRequest, shareCountInput } from "@app/contracts/api/shares";
import { MUST_AGREE_TO_TERMS, MUST_BE_LOGGED_IN } from "@app/contracts/form-messages";
import { canOnlyBuyUpTo, PROOF_REQUIRED, PURCHASE_SUBMITTED } from "@app/contracts/messages";
import { money } from "@app/contracts/money";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { z } from "zod";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Field, SelectField } from "@/components/field";
import { ImageUpload } from "@/components/image-upload";
import { toast } from "@/components/toast";
import { PURCHASE_RELOAD_DELAY_MS } from "@/config/constants";
import { useToken } from "@/lib/auth-storage";
import { formatUsd } from "@/lib/format";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useCreatePurchase } from "../api/create-purchase";
import { DepositAddress } from "./deposit-address";

/**
 * The purchase form's schema, in the spec's order: the API's share count (steps of 0.5) under the
 * investor's remaining room, the network, signed in, the proof, the policy agreement.
 */
function buySharesSchema(maxShares: number, signedIn: boolean) {
  return z.object({
    numberOfShares: shareCountInput.refine((shares) => money(shares).lte(maxShares), canOnlyBuyUpTo(String(maxShares))),
    paymentMethod: sharePurchaseRequest.shape.paymentMethod,
    // No input of its own: the check reads the session (the value is a placeholder).
    signedIn: z.unknown().refine(() => signedIn, MUST_BE_LOGGED_IN),
    proof: z.string().min(1, PROOF_REQUIRED),
    agreed: z.literal(true, MUST_AGREE_TO_TERMS),
  });
}
type BuySharesValues = z.output<ReturnType<typeof buySharesSchema>>;

type BuySharesFormProps = {
  maxShares: number;
  referralCode: string;
  pricePerShare: number;
  /** Reloads the page after a purchase (spec §4); replaced in tests. */
  reload?: () => void;
};

export function BuySharesForm({ maxShares, referralCode, pricePerShare, reload }: BuySharesFormProps) {
  const token = useToken();
  const schema = useMemo(() => buySharesSchema(maxShares, !!token), [maxShares, token]);
  const form = useSchemaForm(schema, { numberOfShares: "", paymentMethod: purchaseNetworks[0], signedIn: null, proof: "", agreed: false });
  const [confirming, setConfirming] = useState<BuySharesValues | null>(null);
  const purchase = useCreatePurchase();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = form.submit(setConfirming);

  const confirm = (values: BuySharesValues) => {
    purchase.mutate(
      { numberOfShares: values.numberOfShares, paymentMethod: values.paymentMethod, proof: values.proof, referralCode },
      {
        onSuccess: () => {
          setConfirming(null);
          toast.success(PURCHASE_SUBMITTED);
          timer.current = setTimeout(reload ?? (() => window.location.reload()), PURCHASE_RELOAD_DELAY_MS);
        },
        onError: () => setConfirming(null),
      },
    );
  };

  const shares = String(form.watch("numberOfShares") ?? "").trim();
  const network = form.watch("paymentMethod") as (typeof purchaseNetworks)[number];
  const cost = /^\d+(\.\d+)?$/.test(shares) ? money(shares).times(pricePerShare).toNumber() : 0;
  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Buy shares form">
      <Field
        label="Number of Shares"
        type="number"
        inputMode="decimal"
        min={SHARE_STEP}
        max={maxShares}
        step={SHARE_STEP}
        {...form.field("numberOfShares")}
        hint={`Steps of 0.5, up to ${maxShares} shares. Cost: ${formatUsd(cost)}`}
      />
      <SelectField id="payment-network" label="Payment Network" options={purchaseNetworks} {...form.field("paymentMethod")} />
      <DepositAddress network={network} />
      <ImageUpload
        label="Proof of Payment (image)"
        onUploaded={(url) => form.setValue("proof", url)}
        successMessage="Proof uploaded"
        failureMessage="Upload failed"
      />
      <div className="checkbox">
        <input id="policy" type="checkbox" {...form.register("agreed")} aria-invalid={form.errorOf("agreed") ? true : undefined} />
        <label htmlFor="policy">
          I agree to the <Link to="/terms">Policy &amp; Risk terms</Link>.
        </label>
      </div>
      <button type="submit" className="btn btn-primary" disabled={purchase.isPending || purchase.isSuccess}>
        {purchase.isPending ? "Submitting..." : "Buy Shares"}
      </button>
      <ConfirmDialog
        open={confirming !== null}
        title="Confirm purchase"
        message={`Buy ${shares} share(s) for ${formatUsd(cost)} paid with ${network}?`}
        busy={purchase.isPending}
        onConfirm={() => confirming && confirm(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}
