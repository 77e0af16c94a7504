import {
  type AuditReservesResponse,
  type ChainNetwork,
  chainNetworks,
  chainOfNetwork,
  money,
  RESERVE_DIFFERENCE_ALERT,
  type ReserveReading,
} from "@app/contracts";
import type Decimal from "decimal.js";
import type { AppContext } from "../runtime/context.js";
import { ledgerHoldings } from "./ledger-holdings.js";
import { keepReadings, latestReadings } from "./reserve-readings.js";
import { alertStaff } from "./staff-alerts.js";

type Unavailable = AuditReservesResponse["unavailable"][number];

/**
 * Where a network's USDT rests: its deposit address, the loan repayment address when it is on
 * that network, and the cold wallets of RESERVE_ADDRESSES_* (each once).
 */
export function reserveAddressesOf(config: AppContext["config"], network: ChainNetwork): string[] {
  const deposit = { BEP20: config.DEPOSIT_ADDRESS_BEP20, TRC20: config.DEPOSIT_ADDRESS_TRC20, APTOS: config.DEPOSIT_ADDRESS_APTOS }[
    network
  ];
  const cold = { BEP20: config.RESERVE_ADDRESSES_BEP20, TRC20: config.RESERVE_ADDRESSES_TRC20, APTOS: config.RESERVE_ADDRESSES_APTOS }[
    network
  ];
  const repayment = chainOfNetwork(config.LOAN_REPAYMENT_NETWORK) === network ? [config.LOAN_REPAYMENT_ADDRESS] : [];
  const all = [deposit, ...repayment, ...cold].filter(Boolean);
  return all.filter((a, i) => all.findIndex((b) => b.toLowerCase() === a.toLowerCase()) === i);
}

const exact = (d: Decimal): string => d.toFixed();

/**
 * Reads every checked network now: USDT at its addresses (one node call per address), against
 * the ledger's verified payments in minus verified payouts out on it; difference = onChain -
 * ledger, exact. A node that does not answer leaves its network out (named in `unavailable`),
 * never the others. With `keep`, the readings are stored (history, the metric) and a difference
 * beyond $1 that is new or changed alerts admins and auditors.
 */
export async function readReserves(ctx: AppContext, options: { keep: boolean }): Promise<AuditReservesResponse> {
  const readAt = ctx.clock().toISOString();
  const networks = chainNetworks.filter((n) => ctx.chain[n]);
  const owed = await ledgerHoldings(ctx.db);
  const results = await Promise.all(
    networks.map(async (network): Promise<ReserveReading | Unavailable> => {
      const reader = ctx.chain[network];
      const addresses = reserveAddressesOf(ctx.config, network);
      try {
        if (!reader) throw new Error("no reader");
        const balances = await Promise.all(addresses.map((a) => reader.balanceOf(a)));
        const onChain = balances.reduce((sum, b) => sum.add(b), money(0));
        const ledger = owed.get(network) ?? money(0);
        return { network, addresses, onChain: exact(onChain), ledger: exact(ledger), difference: exact(onChain.sub(ledger)), readAt };
      } catch (err) {
        ctx.logger.warn({ err, network }, "reserves not read");
        return { network, reason: `The ${network} node did not answer; this network's reading is left out.`, readAt };
      }
    }),
  );
  const reserves = results.filter((r): r is ReserveReading => "onChain" in r);
  const unavailable = results.filter((r): r is Unavailable => "reason" in r);
  if (options.keep) await keep(ctx, reserves, unavailable);
  return { reserves, unavailable };
}

async function keep(ctx: AppContext, reserves: ReserveReading[], unavailable: Unavailable[]): Promise<void> {
  const before = new Map((await latestReadings(ctx.db)).map((r) => [r.network, r]));
  await keepReadings(ctx.db, reserves);
  const limit = money(RESERVE_DIFFERENCE_ALERT);
  const flagged = reserves.filter((r) => {
    if (money(r.difference).abs().lte(limit)) return false;
    const previous = before.get(r.network);
    return !previous || !money(previous.difference).eq(r.difference);
  });
  if (flagged.length === 0 && unavailable.length === 0) return;
  const lines = [
    ...flagged.map(
      (r) =>
        `${r.network}: ${r.onChain} USDT on chain, the ledger says ${r.ledger} USDT should be there: a difference of ${r.difference} USDT.`,
    ),
    ...unavailable.map((u) => `${u.network}: ${u.reason}`),
  ];
  if (flagged.length > 0) await alertStaff(ctx, "Reserves differ from the ledger", lines, "/audit/reserves");
}
