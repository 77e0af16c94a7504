import { useState } from "react";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { WalletFields } from "@/components/wallet-fields";
import { MIN_NET_WITHDRAWAL_USD, withdrawalSourceOptions } from "@/config/constants";
import { parseAmount } from "@/domain/cents";
import { type Balances, validateWithdrawal, withdrawalFee, withdrawalNet } from "@/domain/withdrawal-rules";
import { formatUsd } from "@/lib/format";
import { useCreateWithdrawal } from "../api/create-withdrawal";

const empty = { amount: "", wallet: "", network: "", source: "profit" as "profit" | "reward", code: "" };

/** `twoFactor`: the investor has a second factor on, so the request carries a current code. */
export function WithdrawForm({ balances, twoFactor = false }: { balances: Balances; twoFactor?: boolean }) {
  const [form, setForm] = useState(empty);
  const withdraw = useCreateWithdrawal();
  const amount = parseAmount(form.amount) ?? 0;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = validateWithdrawal(form, balances);
    if (problem) {
      toast.error(problem);
      return;
    }
    if (twoFactor && !form.code.trim()) {
      toast.error("Enter the 6-digit code from your authenticator app to withdraw.");
      return;
    }
    const code = twoFactor ? { code: form.code.trim() } : {};
    withdraw.mutate(
      { amount, wallet: form.wallet.trim(), network: form.network, source: form.source, ...code },
      {
        onSuccess: () => {
          toast.success("Withdrawal request submitted!");
          setForm(empty);
        },
      },
    );
  };

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Withdrawal form">
      <h2>Request a withdrawal</h2>
      <Field
        label="Amount ($)"
        type="number"
        inputMode="decimal"
        min={MIN_NET_WITHDRAWAL_USD}
        step={0.01}
        value={form.amount}
        onChange={(e) => setForm({ ...form, amount: e.target.value })}
        hint={`Fee (5%): ${formatUsd(withdrawalFee(amount))} · You receive: ${formatUsd(withdrawalNet(amount))}`}
      />
      <WalletFields
        idPrefix="withdraw"
        wallet={form.wallet}
        network={form.network}
        onChange={(change) => setForm({ ...form, ...change })}
      />
      <div className="field">
        <label htmlFor="withdraw-source">Withdraw From</label>
        <select
          id="withdraw-source"
          value={form.source}
          onChange={(e) => setForm({ ...form, source: e.target.value as "profit" | "reward" })}
        >
          {withdrawalSourceOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {twoFactor ? (
        <Field
          label="Authentication code"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={form.code}
          onChange={(e) => setForm({ ...form, code: e.target.value })}
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
