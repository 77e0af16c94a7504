import { purchaseNetworkDetails, type purchaseNetworks } from "@app/contracts/constants";
import { PURCHASE_SUBMITTED } from "@app/contracts/messages";
import { useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { ConfirmDialog } from "@/components/confirm-dialog";
import type { UploadedImage } from "@/components/image-drop-zone";
import { clearToasts, toast } from "@/components/toast";
import { useSignedIn } from "@/lib/auth-storage";
import { formatUsd } from "@/lib/format";
import { useCreatePurchase } from "../api/create-purchase";
import { PaymentStep } from "./payment-step";
import { useBuySharesForm } from "./buy-shares-form";
import { type BuySharesValues, sharesStepFields } from "./purchase-schema";
import { purchaseCost } from "./purchase-cost";
import { SharesStep } from "./shares-step";
import { WizardSteps } from "./wizard-steps";

type BuySharesWizardProps = { maxShares: number; referralCode: string; pricePerShare: number };

/**
 * Buying shares as a guided payment: 1 how many (cost live), 2 send exactly that USDT to the
 * network's address and give the proof, then Confirm, and 3 the purchase's receipt page. The
 * step is in the URL (?step=pay), so the browser's Back and Forward move between steps; the
 * form lives above the steps, so what was typed and uploaded stays.
 */
export function BuySharesWizard({ maxShares, referralCode, pricePerShare }: BuySharesWizardProps) {
  const signedIn = useSignedIn();
  const form = useBuySharesForm(maxShares, signedIn);
  const [params, setParams] = useSearchParams();
  const [proofImage, setProofImage] = useState<UploadedImage | null>(null);
  const [confirming, setConfirming] = useState<BuySharesValues | null>(null);
  const purchase = useCreatePurchase();
  const navigate = useNavigate();
  const location = useLocation();

  const amount = purchaseCost(String(form.watch("numberOfShares") ?? ""), pricePerShare);
  const onPaymentStep = params.get("step") === "pay" && amount !== null;
  // A step change clears the last step's messages, so a phone's screen shows only what is current.
  const toPayment = () => {
    clearToasts();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("step", "pay");
        return next;
      },
      { state: { fromShares: true } },
    );
  };
  // Back is the browser's Back when step 1 is the previous entry, so Forward returns to step 2.
  const toShares = () => {
    if ((location.state as { fromShares?: boolean } | null)?.fromShares) return navigate(-1);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("step");
        return next;
      },
      { replace: true },
    );
  };
  const onContinue = async () => {
    if (await form.trigger([...sharesStepFields])) return toPayment();
    const message = sharesStepFields.map((name) => form.getFieldState(name).error?.message).find(Boolean);
    if (message) toast.error(message);
  };

  const confirm = (values: BuySharesValues) =>
    purchase.mutate(
      {
        numberOfShares: values.numberOfShares,
        paymentMethod: values.paymentMethod,
        proof: values.proof,
        referralCode,
        ...(values.txId ? { txId: values.txId } : {}),
      },
      {
        onSuccess: ({ purchase: created }) => {
          setConfirming(null);
          clearToasts();
          toast.success(PURCHASE_SUBMITTED);
          navigate(`/purchases/${encodeURIComponent(created._id)}`, { replace: true, state: { justSubmitted: true } });
        },
        onError: () => setConfirming(null),
      },
    );

  const network = form.watch("paymentMethod") as (typeof purchaseNetworks)[number];
  return (
    <form className="buy-wizard" onSubmit={form.submit(setConfirming)} noValidate aria-label="Buy shares form">
      <WizardSteps current={onPaymentStep ? 2 : 1} />
      {onPaymentStep ? (
        <PaymentStep
          form={form}
          amount={amount}
          proofImage={proofImage}
          onProofImage={setProofImage}
          onBack={toShares}
          busy={purchase.isPending || purchase.isSuccess}
        />
      ) : (
        <SharesStep form={form} maxShares={maxShares} pricePerShare={pricePerShare} onContinue={onContinue} />
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Confirm purchase"
        message={`Buy ${confirming?.numberOfShares ?? ""} share(s) for ${formatUsd(amount ?? 0)} paid with ${purchaseNetworkDetails[network].label}?`}
        details={[
          { label: "You sent", value: `${amount ?? ""} USDT` },
          { label: "Network", value: purchaseNetworkDetails[network].label },
          { label: "Transaction ID", value: confirming?.txId ?? "Not given" },
        ]}
        busy={purchase.isPending}
        onConfirm={() => confirming && confirm(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}
