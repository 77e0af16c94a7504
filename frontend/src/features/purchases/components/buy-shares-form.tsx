import { useEffect, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Field } from "@/components/field";
import { ImageUpload } from "@/components/image-upload";
import { toast } from "@/components/toast";
import { PURCHASE_RELOAD_DELAY_MS, SHARE_STEP, purchaseNetworks } from "@/config/constants";
import { validatePurchase } from "@/domain/share-rules";
import { useToken } from "@/lib/auth-storage";
import { formatUsd } from "@/lib/format";
import { useCreatePurchase } from "../api/create-purchase";
import { DepositAddress } from "./deposit-address";

type BuySharesFormProps = {
  maxShares: number;
  referralCode: string;
  pricePerShare: number;
  /** Reloads the page after a purchase (spec §4); replaced in tests. */
  reload?: () => void;
};

export function BuySharesForm({ maxShares, referralCode, pricePerShare, reload }: BuySharesFormProps) {
  const token = useToken();
  const [shares, setShares] = useState("");
  const [network, setNetwork] = useState<(typeof purchaseNetworks)[number]>(purchaseNetworks[0]);
  const [proofUrl, setProofUrl] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const purchase = useCreatePurchase();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = validatePurchase({ shares, maxShares, loggedIn: !!token, proofUrl, agreed });
    if (problem) {
      toast.error(problem);
      return;
    }
    setConfirming(true);
  };

  const confirm = () => {
    purchase.mutate(
      { numberOfShares: Number(shares), paymentMethod: network, proof: proofUrl, referralCode },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success("Purchase submitted!");
          timer.current = setTimeout(reload ?? (() => window.location.reload()), PURCHASE_RELOAD_DELAY_MS);
        },
        onError: () => setConfirming(false),
      },
    );
  };

  const cost = Number(shares) > 0 ? Number(shares) * pricePerShare : 0;
  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Buy shares form">
      <Field
        label="Number of Shares"
        type="number"
        inputMode="decimal"
        min={SHARE_STEP}
        max={maxShares}
        step={SHARE_STEP}
        value={shares}
        onChange={(e) => setShares(e.target.value)}
        hint={`Steps of 0.5, up to ${maxShares} shares. Cost: ${formatUsd(cost)}`}
      />
      <div className="field">
        <label htmlFor="payment-network">Payment Network</label>
        <select id="payment-network" value={network} onChange={(e) => setNetwork(e.target.value as (typeof purchaseNetworks)[number])}>
          {purchaseNetworks.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <DepositAddress network={network} />
      <ImageUpload
        label="Proof of Payment (image)"
        onUploaded={setProofUrl}
        successMessage="Proof uploaded"
        failureMessage="Upload failed"
      />
      <div className="checkbox">
        <input id="policy" type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <label htmlFor="policy">
          I agree to the <Link to="/terms">Policy &amp; Risk terms</Link>.
        </label>
      </div>
      <button type="submit" className="btn btn-primary" disabled={purchase.isPending || purchase.isSuccess}>
        {purchase.isPending ? "Submitting..." : "Buy Shares"}
      </button>
      <ConfirmDialog
        open={confirming}
        title="Confirm purchase"
        message={`Buy ${shares} share(s) for ${formatUsd(cost)} paid with ${network}?`}
        busy={purchase.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
