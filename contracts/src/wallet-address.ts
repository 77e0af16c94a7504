import { sha256 } from "@noble/hashes/sha2.js";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { createBase58check } from "@scure/base";
import type { z } from "zod";
import type { purchaseNetworks, withdrawalNetworks } from "./constants.js";

/**
 * The one home of "is this an address that can exist on this network": crypto sent to a
 * mistyped address is gone for good, so a form and the server refuse it before any money moves.
 * - BEP20 (BSC, an EVM chain): `0x` + 40 hex; mixed case must carry a valid EIP-55 checksum.
 * - TRC20 (TRON): base58check of 0x41 + 20 bytes (34 characters starting with `T`), checksum verified.
 * - Aptos: `0x` + 64 hex (the long form).
 */
export type AddressChain = "BEP20" | "TRC20" | "APTOS";

export type AnyNetwork = (typeof purchaseNetworks)[number] | (typeof withdrawalNetworks)[number];

const CHAIN_OF_NETWORK: Record<AnyNetwork, AddressChain> = {
  "USDT BEP20 (BSC)": "BEP20",
  TRC20: "TRC20",
  APTOS: "APTOS",
  "USDT TRC20": "TRC20",
  "USDT APTOS NETWORK": "APTOS",
};

export const INVALID_ADDRESS_MESSAGES: Record<AddressChain, string> = {
  BEP20: "This is not a valid BEP20 (BSC) address.",
  TRC20: "This is not a valid TRC20 (TRON) address.",
  APTOS: "This is not a valid Aptos address.",
};

/** The chain whose address rule applies to a network name of the API (purchase or withdrawal). */
export function chainOfNetwork(network: string): AddressChain | null {
  return (CHAIN_OF_NETWORK as Record<string, AddressChain>)[network] ?? null;
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const APTOS_ADDRESS = /^0x[0-9a-fA-F]{64}$/;
const TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const tronBase58check = createBase58check(sha256);

/** EIP-55: a hex digit is upper case exactly when the matching nibble of keccak256(lower-case address) is 8 or more. */
export function toChecksumAddress(address: string): string {
  const lower = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = "0x";
  for (let i = 0; i < lower.length; i++) out += Number.parseInt(hash[i] as string, 16) >= 8 ? lower[i]?.toUpperCase() : lower[i];
  return out;
}

function isEvmAddress(address: string): boolean {
  if (!EVM_ADDRESS.test(address)) return false;
  const digits = address.slice(2);
  const mixedCase = digits !== digits.toLowerCase() && digits !== digits.toUpperCase();
  return !mixedCase || toChecksumAddress(address) === address;
}

function isTronAddress(address: string): boolean {
  if (!TRON_ADDRESS.test(address)) return false;
  try {
    const payload = tronBase58check.decode(address);
    return payload.length === 21 && payload[0] === 0x41;
  } catch {
    return false;
  }
}

export function isValidAddress(chain: AddressChain, address: string): boolean {
  switch (chain) {
    case "BEP20":
      return isEvmAddress(address);
    case "TRC20":
      return isTronAddress(address);
    case "APTOS":
      return APTOS_ADDRESS.test(address);
    default: {
      const unreachable: never = chain;
      throw new Error(`unknown chain ${String(unreachable)}`);
    }
  }
}

/** The message naming the network when `address` cannot exist on `network`; null when it can (or the network is unknown: its own rule reports that). */
export function walletAddressProblem(network: string, address: string): string | null {
  const chain = chainOfNetwork(network);
  if (!chain) return null;
  return isValidAddress(chain, address.trim()) ? null : INVALID_ADDRESS_MESSAGES[chain];
}

/**
 * For a schema with `wallet` and `network`: the address must exist on the chosen network (issue
 * on `wallet`). Runs once the fields themselves parsed, so a missing wallet keeps its own message.
 */
export function checkWalletOnNetwork(value: { wallet: string; network: string }, ctx: z.RefinementCtx): void {
  const problem = walletAddressProblem(value.network, value.wallet);
  if (problem) ctx.addIssue({ code: "custom", path: ["wallet"], message: problem });
}
