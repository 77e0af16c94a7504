import { purchaseNetworkDetails, purchaseNetworks, SHARE_STEP } from "@app/contracts/constants";
import { money } from "@app/contracts/money";
import { DecimalField } from "@/components/field";
import { formatUsd } from "@/lib/format";
import type { BuySharesForm } from "./buy-shares-form";
import { purchaseCost } from "./purchase-cost";

type SharesStepProps = { form: BuySharesForm; maxShares: number; pricePerShare: number; onContinue: () => void };

/** Step 1: how many shares and on which network, with the cost shown large as it is typed. */
export function SharesStep({ form, maxShares, pricePerShare, onContinue }: SharesStepProps) {
  const shares = String(form.watch("numberOfShares") ?? "");
  const cost = purchaseCost(shares, pricePerShare);
  const nudge = (direction: 1 | -1) => {
    const current = purchaseCost(shares, 1) ?? "0";
    const next = money(current).add(money(SHARE_STEP).times(direction));
    const bounded = next.lt(SHARE_STEP) ? money(SHARE_STEP) : next.gt(maxShares) ? money(maxShares) : next;
    form.setValue("numberOfShares", bounded.toString(), { shouldValidate: true });
  };
  return (
    <section className="card buy-step" aria-labelledby="shares-step-title">
      <h2 id="shares-step-title">How many shares?</h2>
      <div className="share-count">
        <button type="button" className="btn btn-secondary step-button" onClick={() => nudge(-1)} aria-label="0.5 fewer shares">
          −
        </button>
        <DecimalField label="Number of Shares" placeholder="e.g. 1.5" {...form.field("numberOfShares")} />
        <button type="button" className="btn btn-secondary step-button" onClick={() => nudge(1)} aria-label="0.5 more shares">
          +
        </button>
      </div>
      <p className="field-hint">
        From 0.5 to {maxShares} shares, in steps of 0.5. One share costs {formatUsd(pricePerShare)}.
      </p>
      <div className="cost-display" aria-live="polite">
        <span className="muted">You pay</span>
        <strong className="cost-amount">{formatUsd(cost ?? 0)}</strong>
        <span className="muted">{cost ? `${cost} USDT` : "Enter a number of shares"}</span>
      </div>
      <fieldset className="network-choice">
        <legend>Pay with</legend>
        {purchaseNetworks.map((network) => (
          <label key={network} className="network-option">
            <input type="radio" value={network} {...form.register("paymentMethod")} />
            <span>{purchaseNetworkDetails[network].label}</span>
          </label>
        ))}
      </fieldset>
      <div className="buy-actions">
        <button type="button" className="btn btn-primary btn-block" onClick={onContinue}>
          Continue to payment
        </button>
      </div>
    </section>
  );
}
