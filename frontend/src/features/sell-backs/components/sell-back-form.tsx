import { type SellBackRequest as Values, sellBackRequest as schema } from "@app/contracts/api/sell-backs";
import type { SellBackQuote } from "@app/contracts";
import { sellBackAtMost, sellBackNotYetEligible } from "@app/contracts/messages";
import { useState } from "react";
import { Field } from "@/components/field";
import { MoneyOutReview } from "@/components/money-out-review";
import { toast } from "@/components/toast";
import { PayoutFields } from "@/components/payout-code-field";
import { formatDate, formatShares, formatUsd } from "@/lib/format";
import { newWalletHoldHours, usePaidWallets } from "@/lib/queries/paid-wallets";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useRequestSellBack } from "../api/sell-backs";
import { percent, sellBackSplit } from "../sell-back-figures";

const empty = { numberOfShares: "", wallet: "", network: "", code: "" };
const typedShares = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? text.trim() : "0");

/**
 * The sell-back request: the API's schema checks the input (shares in halves, the wallet on its
 * network), the quote the holdings; then a review of the figures at today's price before it is sent.
 */
export function SellBackForm({ quote, twoFactor = false }: { quote: SellBackQuote | undefined; twoFactor?: boolean }) {
  const form = useSchemaForm(schema, empty);
  const request = useRequestSellBack();
  const paidWallets = usePaidWallets();
  const [reviewing, setReviewing] = useState<Values | null>(null);
  const price = quote?.pricePerShare ?? 0;
  const feeRate = quote?.feeRate ?? 0.1;
  const typed = sellBackSplit(typedShares(String(form.watch("numberOfShares") ?? "")), price, feeRate);
  const split = reviewing ? sellBackSplit(reviewing.numberOfShares, price, feeRate) : null;

  /** What depends on the investor's holdings (the quote); the schema checked the input. */
  const holdingsProblem = (wanted: number): string | null => {
    if (quote && quote.eligibleShares === 0 && quote.nextEligibleAt)
      return sellBackNotYetEligible(quote.minHoldDays, formatDate(quote.nextEligibleAt));
    if (quote && wanted > quote.eligibleShares) return sellBackAtMost(formatShares(quote.eligibleShares));
    return null;
  };
  const onSubmit = form.submit((values) => {
    const problem = holdingsProblem(Number(values.numberOfShares));
    if (problem) toast.error(problem);
    else setReviewing(values);
  });
  const send = () => {
    if (!reviewing) return;
    const { numberOfShares, wallet, network, code } = reviewing;
    request.mutate(
      { numberOfShares: Number(numberOfShares), wallet, network, ...(twoFactor ? { code } : {}) },
      {
        onSuccess: () => {
          toast.success("Sell-back requested!");
          form.clear();
          setReviewing(null);
        },
        onError: () => setReviewing(null),
      },
    );
  };

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Sell-back form">
      <h2>Sell shares back</h2>
      <Field
        label="Number of shares"
        type="number"
        inputMode="decimal"
        min={0.5}
        step={0.5}
        {...form.field("numberOfShares")}
        hint={`At ${formatUsd(price)}: fee ${formatUsd(typed.fee.toFixed(2))} · you receive about ${formatUsd(typed.payout.toFixed(2))}`}
      />
      <PayoutFields idPrefix="sell-back" form={form} twoFactor={twoFactor} />
      <button type="submit" className="btn btn-primary" disabled={request.isPending}>
        {request.isPending ? "Submitting..." : "Sell Shares"}
      </button>
      <MoneyOutReview
        open={reviewing !== null && split !== null}
        title="Review your sale"
        message={`Sell ${formatShares(reviewing?.numberOfShares)} share(s) back? They are held at once and earn no profit until an admin decides; you are paid at the share price on the day of approval, less the ${percent(feeRate)} fee. The figures below are at today's price.`}
        network={reviewing?.network ?? ""}
        wallet={reviewing?.wallet ?? ""}
        extra={[
          { label: "Shares", value: formatShares(reviewing?.numberOfShares) },
          { label: "Price per share today", value: formatUsd(price) },
        ]}
        figures={{
          gross: formatUsd(split?.gross.toFixed(2)),
          fee: formatUsd(split?.fee.toFixed(2)),
          net: formatUsd(split?.payout.toFixed(2)),
        }}
        labels={{ gross: "Value", fee: `Fee (${percent(feeRate)})`, net: "You receive (at today's price)" }}
        newWalletHoldHours={reviewing ? newWalletHoldHours(paidWallets.data, reviewing.wallet) : null}
        busy={request.isPending}
        onConfirm={send}
        onBack={() => setReviewing(null)}
      />
    </form>
  );
}
