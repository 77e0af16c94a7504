import { type SellBackRequest, sellBackRequest } from "@app/contracts/api/sell-backs";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Field } from "@/components/field";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { VerifyEmailNotice } from "@/components/verify-email-notice";
import { StatusBadge } from "@/components/status-badge";
import { toast } from "@/components/toast";
import { WalletFields } from "@/components/wallet-fields";
import { formatDate, formatShares, formatUsd } from "@/lib/format";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useMySellBacks, useRequestSellBack, useSellBackQuote } from "../api/sell-backs";

const empty = { numberOfShares: "", wallet: "", network: "" };

/** Cents of shares × price × rate, half-up, for the form's estimate (the server decides the real figures). */
const estimate = (shares: number, price: number, rate: number) => Math.round(shares * price * rate * 100) / 100;

export default function SellSharesRoute() {
  const quote = useSellBackQuote();
  const history = useMySellBacks();
  const request = useRequestSellBack();
  const form = useSchemaForm(sellBackRequest, empty);
  const [confirming, setConfirming] = useState<SellBackRequest | null>(null);
  const q = quote.data;
  const shares = Number(confirming?.numberOfShares ?? form.watch("numberOfShares"));
  const price = q?.pricePerShare ?? 0;
  const feeRate = q?.feeRate ?? 0.1;
  const payout = Number.isFinite(shares) ? estimate(shares, price, 1 - feeRate) : 0;

  /** What depends on the investor's holdings (the quote); the schema checked the input. */
  const holdingsProblem = (wanted: number): string | null => {
    if (q && q.eligibleShares === 0 && q.nextEligibleAt)
      return `Shares can be sold 6 months after purchase. Your next shares become eligible on ${formatDate(q.nextEligibleAt)}.`;
    if (q && wanted > q.eligibleShares) return `You can sell at most ${formatShares(q.eligibleShares)} shares.`;
    return null;
  };
  const onSubmit = form.submit((values) => {
    const problem = holdingsProblem(Number(values.numberOfShares));
    if (problem) toast.error(problem);
    else setConfirming(values);
  });
  const send = () =>
    confirming &&
    request.mutate(
      { numberOfShares: Number(confirming.numberOfShares), wallet: confirming.wallet, network: confirming.network },
      {
        onSuccess: () => {
          toast.success("Sell-back requested!");
          form.clear();
          setConfirming(null);
        },
        onError: () => setConfirming(null),
      },
    );

  return (
    <Page title="Sell Shares">
      <VerifyEmailNotice action="sell shares" />
      {quote.isPending || !q ? (
        <Loader />
      ) : (
        <div className="stat-grid">
          <div className="stat">
            <span className="stat-label">Shares you can sell</span>
            <span className="stat-value">{formatShares(q.eligibleShares)}</span>
          </div>
          <div className="stat">
            <span className="stat-label">Shares not yet eligible</span>
            <span className="stat-value">{formatShares(q.lockedShares)}</span>
            {q.nextEligibleAt ? <span className="muted">next eligible on {formatDate(q.nextEligibleAt)}</span> : null}
          </div>
          <div className="stat">
            <span className="stat-label">Price per share</span>
            <span className="stat-value">{formatUsd(q.pricePerShare)}</span>
          </div>
        </div>
      )}
      <p className="muted">
        Shares can be sold back 6 months after their purchase was approved, oldest first, in steps of 0.5. A {Math.round(feeRate * 100)}%
        fee applies; you are paid at the share price on the day an admin approves. Shares in a pending sale are held: they earn no profit
        while the request is pending.
      </p>
      <div className="two-columns">
        <form className="form card" onSubmit={onSubmit} noValidate aria-label="Sell-back form">
          <h2>Sell shares back</h2>
          <Field
            label="Number of shares"
            type="number"
            inputMode="decimal"
            min={0.5}
            step={0.5}
            {...form.field("numberOfShares")}
            hint={`At ${formatUsd(price)}: fee ${formatUsd(estimate(shares || 0, price, feeRate))} · you receive about ${formatUsd(payout || 0)}`}
          />
          <WalletFields
            idPrefix="sell-back"
            wallet={form.register("wallet")}
            network={form.register("network")}
            walletError={form.errorOf("wallet")}
            networkError={form.errorOf("network")}
          />
          <button type="submit" className="btn btn-primary" disabled={request.isPending}>
            {request.isPending ? "Submitting..." : "Sell Shares"}
          </button>
        </form>
        <section className="card" aria-label="Sell-back history">
          <h2>Your sell-back requests</h2>
          {history.isPending ? (
            <Loader />
          ) : (history.data ?? []).length === 0 ? (
            <p className="empty">No sell-back requests yet.</p>
          ) : (
            <ul className="item-list">
              {(history.data ?? []).map((row) => (
                <li key={row._id} className="item">
                  <div className="item-main">
                    <p>
                      {formatShares(row.shares)} share(s) · {formatDate(row.createdAt)} <StatusBadge status={row.status} />
                    </p>
                    {row.status === "Approved" && row.payout !== null ? (
                      <p className="muted">
                        Paid {formatUsd(row.payout)} at {formatUsd(row.pricePerShare)} a share (fee {formatUsd(row.fee)})
                      </p>
                    ) : (
                      <p className="muted break">
                        {row.network} · {row.wallet}
                      </p>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title="Sell shares"
        message={`Sell ${formatShares(shares)} share(s) back? They are held at once and earn no profit until an admin decides; you are paid at the share price on the day of approval, less the ${Math.round(feeRate * 100)}% fee.`}
        details={[
          { label: "Shares", value: formatShares(shares) },
          { label: "Current price", value: formatUsd(price) },
          { label: "You receive (at today's price)", value: formatUsd(payout) },
          { label: "Wallet", value: `${confirming?.wallet} (${confirming?.network})` },
        ]}
        confirmLabel="Sell shares"
        busy={request.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(null)}
      />
    </Page>
  );
}
