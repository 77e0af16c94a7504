import { WITHDRAWAL_REQUEST_SUBMITTED } from "@app/contracts/messages";
import { withdrawalRequest } from "@app/contracts/api/withdrawals";
import { withdrawalSplit } from "@app/contracts/money";
import { Field, SelectField } from "@/components/field";
import { toast } from "@/components/toast";
import { WalletFields } from "@/components/wallet-fields";
import { formatUsd } from "@/lib/format";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useCreateWithdrawal } from "../api/create-withdrawal";

const sourceOptions = [
  { value: "profit", label: "Profit Balance" },
  { value: "reward", label: "Referral Reward Balance" },
];

const empty = { amount: "", wallet: "", network: "", source: "profit", code: "" };

/** The hint's figures: the server's own split of the amount into the 5 % fee and what is left (display only; the schema decides). */
function feeAndNet(amount: string): { fee: number; net: number } {
  const { fee, net } = withdrawalSplit(/^\d+(\.\d+)?$/.test(amount.trim()) ? amount.trim() : 0);
  return { fee: fee.toNumber(), net: net.toNumber() };
}

/**
 * The withdrawal request, checked by the API's own schema (`withdrawalRequest`: amount, $5 after
 * the fee, wallet, network, source). Balances depend on the ledger: the server answers those.
 * `twoFactor`: the investor has a second factor on, so the request carries a current code.
 */
export function WithdrawForm({ twoFactor = false }: { twoFactor?: boolean }) {
  const form = useSchemaForm(withdrawalRequest, empty);
  const withdraw = useCreateWithdrawal();
  const { fee, net } = feeAndNet(String(form.watch("amount") ?? ""));

  const onSubmit = form.submit((values) => {
    withdraw.mutate(
      { ...values, code: twoFactor ? values.code : undefined },
      {
        onSuccess: () => {
          toast.success(WITHDRAWAL_REQUEST_SUBMITTED);
          form.clear();
        },
      },
    );
  });

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Withdrawal form">
      <h2>Request a withdrawal</h2>
      <Field
        label="Amount ($)"
        type="number"
        inputMode="decimal"
        step={0.01}
        {...form.field("amount")}
        hint={`Fee (5%): ${formatUsd(fee)} · You receive: ${formatUsd(net)}`}
      />
      <WalletFields
        idPrefix="withdraw"
        wallet={form.register("wallet")}
        network={form.register("network")}
        walletError={form.errorOf("wallet")}
        networkError={form.errorOf("network")}
      />
      <SelectField id="withdraw-source" label="Withdraw From" options={sourceOptions} {...form.field("source")} />
      {twoFactor ? (
        <Field
          label="Authentication code"
          autoComplete="one-time-code"
          inputMode="numeric"
          {...form.field("code")}
          hint="The 6-digit code from your authenticator app."
        />
      ) : null}
      <p className="field-hint">A withdrawal to a wallet you have not been paid to before is held for 24 hours for your safety.</p>
      <button type="submit" className="btn btn-primary" disabled={withdraw.isPending}>
        {withdraw.isPending ? "Submitting..." : "Submit Withdrawal"}
      </button>
    </form>
  );
}
