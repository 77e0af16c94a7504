import { z } from "zod";
import { type ChainNetwork, chainNetworks, payoutRecord } from "./chain.js";
import { txIdProblem } from "./api/shares.js";
import { purchaseTxExplorerUrl } from "./constants.js";
import type { PurchaseNetwork } from "./constants.js";

/**
 * Payments out (issue 34, point 4) and reserves (point 6): what an admin records after sending
 * an approved withdrawal, sell-back or loan, and what the platform holds on each network.
 */
export const payoutUses = ["withdrawal-payout", "sell-back-payout", "loan-payout"] as const;
export type PayoutUse = (typeof payoutUses)[number];

export const PAYOUT_RECORDED = "Payout recorded. We are checking it on the network.";
export const PAYOUT_NOT_APPROVED = "Only an approved request can have its payout recorded.";
export const PAYOUT_ALREADY_RECORDED = "A payout was already recorded for this request.";
export const PAYOUT_NO_WALLET = "This request names no wallet to check a payout against.";
export const TX_ID_REQUIRED = "Enter the transaction id of the payout.";

/** The spec's purchase network whose transaction-id shape a chain shares. */
const TX_ID_SHAPE: Record<ChainNetwork, PurchaseNetwork> = {
  BEP20: "USDT BEP20 (BSC)",
  TRC20: "TRC20",
  APTOS: "APTOS",
};

/** null when `txId` has the shape of a transaction id on `chain`; else the message that says what it should be. */
export function payoutTxIdProblem(chain: ChainNetwork, txId: string): string | null {
  return txIdProblem(TX_ID_SHAPE[chain], txId);
}

/** PUT /api/withdrawals/{id}/payout, /api/shares/sell-back/{id}/payout, /api/loans/{id}/payout. */
export const recordPayoutBody = z.object({
  txId: z.string({ error: TX_ID_REQUIRED }).trim().min(1, TX_ID_REQUIRED).max(200, TX_ID_REQUIRED),
});
export type RecordPayoutBody = z.infer<typeof recordPayoutBody>;
export const recordPayoutResponse = z.object({ message: z.string(), payout: payoutRecord });

/** Decimal strings: reserves are compared to the last unit the token has (18 decimals on BEP20). */
const exactUsdt = z.string().regex(/^-?\d+(\.\d+)?$/);

/** One network's reading: USDT on chain at its addresses now, what the ledger says should be there. */
export const reserveReading = z.object({
  network: z.enum(chainNetworks),
  addresses: z.array(z.string()),
  onChain: exactUsdt,
  ledger: exactUsdt,
  /** onChain - ledger: negative means the platform holds less than its ledger says. */
  difference: exactUsdt,
  readAt: z.string(),
});
export type ReserveReading = z.infer<typeof reserveReading>;

/** A network whose node did not answer: left out of `reserves`, named here. */
export const unreadReserve = z.object({ network: z.enum(chainNetworks), reason: z.string(), readAt: z.string() });

/** GET /api/audit/reserves and POST /api/audit/reserves/read (auditor, admin). */
export const auditReservesResponse = z.object({ reserves: z.array(reserveReading), unavailable: z.array(unreadReserve) });
export type AuditReservesResponse = z.infer<typeof auditReservesResponse>;

/** POST /api/audit/reserves/read: no fields (an empty body or `{}`). */
export const readReservesBody = z.object({}).optional();

/** GET /api/audit/reserves/history: kept readings, newest first. */
export const reserveHistoryResponse = z.object({ readings: z.array(reserveReading) });
export type ReserveHistoryResponse = z.infer<typeof reserveHistoryResponse>;

/** GET /api/reserves (public): the latest kept reading per network. */
export const publicReservesResponse = z.object({ reserves: z.array(reserveReading.omit({ addresses: true })) });
export type PublicReservesResponse = z.infer<typeof publicReservesResponse>;

/** A difference beyond this (USDT, either way) notifies admins and auditors. */
export const RESERVE_DIFFERENCE_ALERT = "1";

/** A public explorer's page of a transaction on `chain` (the screens' link when no node is configured). */
export function chainTxExplorerUrl(chain: ChainNetwork, txId: string): string | null {
  return purchaseTxExplorerUrl(TX_ID_SHAPE[chain], txId);
}
