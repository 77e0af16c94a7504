import { type WithdrawalRequest, withdrawalRequest } from "@app/contracts/api/withdrawals";
import { WITHDRAWAL_REQUEST_SUBMITTED } from "@app/contracts/messages";
import { money, toCents, withdrawalSplit } from "@app/contracts/money";
import { useState } from "react";
import { Field, SelectField } from "@/components/field";
import { MoneyOutReview } from "@/components/money-out-review";
import { toast } from "@/components/toast";
import { SentPanel, type SentWithdrawal } from "./sent-panel";
import { PayoutFields } from "@/components/payout-code-field";
import { formatUsd } from "@/lib/format";
import { newWalletHoldHours, usePaidWallets } from "@/lib/queries/paid-wallets";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useCreateWithdrawal } from "../api/create-withdrawal";
import { feeAndNet, feePercent, minimumWithdrawal, sourceName, type WithdrawalSource } from "../withdrawal-figures";
import { SavedAddressPicker } from "./saved-address-picker";
import { WithdrawalLimits } from "./withdrawal-limits";

const sourceOptions = [
  { value: "profit", label: "Profit Balance" },
  { value: "reward", label: "Referral Reward Balance" },
];

const empty = { amount: "", wallet: "", network: "", source: "profit", code: "" };
const minimum = minimumWithdrawal();
const minimumNet = withdrawalSplit(minimum).net;

type WithdrawFormProps = {
  /** The investor has a second factor on, so the request carries a current code. */
  twoFactor?: boolean;
  /** Each source's balance; undefined while the profile loads. */
  balances?: Record<WithdrawalSource, number>;
  /** Money held by pending withdrawals. */
  held?: number;
};

/**
 * The withdrawal request, checked by the API's own schema (`withdrawalRequest`: amount, $5 after
 * the fee, the wallet on its network, the source), then reviewed before it is sent. Balances
 * depend on the ledger: the server answers those; a balance below the minimum turns Submit off
 * with the reason beside it.
 */
export function WithdrawForm({ twoFactor = false, balances, held }: WithdrawFormProps) {
  const form = useSchemaForm(withdrawalRequest, empty);
  const withdraw = useCreateWithdrawal();
  const paidWallets = usePaidWallets();
  const [reviewing, setReviewing] = useState<WithdrawalRequest | null>(null);
  const [sent, setSent] = useState<SentWithdrawal | null>(null);
  const source = (form.watch("source") === "reward" ? "reward" : "profit") as WithdrawalSource;
  const available = balances?.[source];
  const { fee, net } = feeAndNet(String(form.watch("amount") ?? ""));
  const blocked =
    available !== undefined && money(available).lt(minimum)
      ? `Your ${sourceName[source]} balance of ${formatUsd(available)} is below the minimum withdrawal of ${formatUsd(minimum.toFixed(2))}.`
      : null;

  const fillMax = () => {
    if (available === undefined) return;
    form.setValue("amount", toCents(available), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  const onSubmit = form.submit((values) => setReviewing(values));
  const send = () => {
    if (!reviewing) return;
    withdraw.mutate(
      { ...reviewing, code: twoFactor ? reviewing.code : undefined },
      {
        onSuccess: () => {
          toast.success(WITHDRAWAL_REQUEST_SUBMITTED);
          const split = withdrawalSplit(reviewing.amount);
          setSent({
            amount: split.amount.toFixed(2),
            net: split.net.toFixed(2),
            wallet: reviewing.wallet,
            network: reviewing.network,
            at: new Date().toISOString(),
          });
          form.clear();
          setReviewing(null);
        },
        onError: () => setReviewing(null),
      },
    );
  };
  const split = reviewing ? withdrawalSplit(reviewing.amount) : null;

  if (sent) return <SentPanel sent={sent} onAnother={() => setSent(null)} />;
  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Withdrawal form">
      <h2>Request a withdrawal</h2>
      <SelectField id="withdraw-source" label="Withdraw From" options={sourceOptions} {...form.field("source")} />
      <WithdrawalLimits available={available} held={held} minimum={minimum.toFixed(2)} minimumNet={minimumNet.toFixed(2)} />
      <div className="amount-row">
        <Field
          label="Amount ($)"
          type="number"
          inputMode="decimal"
          step={0.01}
          {...form.field("amount")}
          hint={`Fee (${feePercent}): ${formatUsd(fee.toFixed(2))}`}
        />
        <button type="button" className="btn btn-secondary" onClick={fillMax} disabled={available === undefined}>
          Max
        </button>
      </div>
      <p className="you-receive" aria-live="polite">
        You receive <strong>{formatUsd(net.toFixed(2))}</strong>
      </p>
      <SavedAddressPicker
        wallet={String(form.watch("wallet") ?? "")}
        network={String(form.watch("network") ?? "")}
        onPick={({ wallet, network }) => {
          const validate = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };
          form.setValue("network", network, validate);
          form.setValue("wallet", wallet, validate);
        }}
      />
      <PayoutFields idPrefix="withdraw" form={form} twoFactor={twoFactor} />
      {paidWallets.data && paidWallets.data.newWalletHoldHours > 0 ? (
        <p className="field-hint">
          A withdrawal to a wallet you have not been paid to before is held for {paidWallets.data.newWalletHoldHours} hours for your safety.
        </p>
      ) : null}
      <div className="submit-row">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={withdraw.isPending || blocked !== null}
          aria-describedby={blocked ? "withdraw-blocked" : undefined}
        >
          {withdraw.isPending ? "Submitting..." : "Submit Withdrawal"}
        </button>
        {blocked ? (
          <p id="withdraw-blocked" className="submit-reason">
            {blocked}
          </p>
        ) : null}
      </div>
      <MoneyOutReview
        open={reviewing !== null && split !== null}
        title="Review your withdrawal"
        message={`${formatUsd(split?.amount.toFixed(2))} leaves your ${sourceName[reviewing?.source ?? "profit"]} balance. Check the network and the address: crypto sent to a wrong address cannot be recovered.`}
        network={reviewing?.network ?? ""}
        wallet={reviewing?.wallet ?? ""}
        figures={{
          gross: formatUsd(split?.amount.toFixed(2)),
          fee: formatUsd(split?.fee.toFixed(2)),
          net: formatUsd(split?.net.toFixed(2)),
        }}
        labels={{ gross: "Amount", fee: `Fee (${feePercent})`, net: "You receive" }}
        newWalletHoldHours={reviewing ? newWalletHoldHours(paidWallets.data, reviewing.wallet) : null}
        busy={withdraw.isPending}
        onConfirm={send}
        onBack={() => setReviewing(null)}
      />
    </form>
  );
}
