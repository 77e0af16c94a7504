import { z } from "zod";
import type { AddressChain } from "./wallet-address.js";

/**
 * What the platform reads from the networks its USDT moves on (issue 34). One name per network
 * (the address rule's `AddressChain`): BEP20 (BNB Smart Chain), TRC20 (TRON), APTOS.
 */
export const chainNetworks = ["BEP20", "TRC20", "APTOS"] as const satisfies readonly AddressChain[];
export type ChainNetwork = (typeof chainNetworks)[number];

/** The network's name in a person's words (reasons, "Received ... on BNB Smart Chain"). */
export const CHAIN_NETWORK_NAMES: Record<ChainNetwork, string> = {
  BEP20: "BNB Smart Chain",
  TRC20: "TRON",
  APTOS: "Aptos",
};

/**
 * A payment's check on its network:
 * - `unchecked`: the network is not checked on chain (no node configured) or no id was given;
 * - `pending`: not seen yet, or seen and still confirming;
 * - `verified`: a successful transfer of the network's USDT to the right address, covering the amount;
 * - `mismatch`: seen, but wrong (failed, another token, another address, too little): `reason` says what;
 * - `not-found`: still absent 24 hours after it was given.
 */
export const chainCheckStatuses = ["unchecked", "pending", "verified", "mismatch", "not-found"] as const;
export type ChainCheckStatus = (typeof chainCheckStatuses)[number];

export const chainCheck = z.object({
  status: z.enum(chainCheckStatuses),
  /** USDT the transaction moved to the address, when seen. */
  amount: z.number().nullable(),
  confirmations: z.number().int().nullable(),
  /** What is wrong (or notable, e.g. an excess), in a person's words. */
  reason: z.string().nullable(),
  explorerUrl: z.string().nullable(),
  checkedAt: z.string().nullable(),
});
export type ChainCheck = z.infer<typeof chainCheck>;

/** A payout's record: the transaction an admin says sent the money, and its check. */
export const payoutRecord = z.object({
  txId: z.string(),
  status: z.enum(chainCheckStatuses),
  explorerUrl: z.string().nullable(),
  checkedAt: z.string().nullable(),
});
export type PayoutRecord = z.infer<typeof payoutRecord>;

export const TX_ID_ALREADY_USED = "This transaction id was already used for another payment.";

/**
 * One spelling per transaction id, whatever the network: lower case hex without `0x`. A BEP20
 * hash and a TRON id of the same 32 bytes are one id, so one id can back one payment only.
 */
export function normalizeTxId(txId: string): string {
  const t = txId.trim().toLowerCase();
  return t.startsWith("0x") ? t.slice(2) : t;
}

/** What a transaction id was used for (payments in and out). */
export const txUses = ["purchase", "loan-repayment", "withdrawal-payout", "sell-back-payout", "loan-payout"] as const;
export type TxUse = (typeof txUses)[number];
