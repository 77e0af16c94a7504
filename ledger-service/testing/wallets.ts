import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { createBase58check } from "@scure/base";

/**
 * Wallet addresses for tests: real-format addresses that pass the API's address rule
 * (contracts/src/wallet-address.ts), one per seed, so a test can ask for "a wallet this investor
 * never used" by naming a new seed. Derived from sha256(seed): different seeds, different wallets.
 */
const tronBase58check = createBase58check(sha256);

/** A TRC20 (TRON) address: base58check of 0x41 + 20 bytes, 34 characters starting with T. */
export function tronWallet(seed: string | number): string {
  const payload = new Uint8Array(21);
  payload[0] = 0x41;
  payload.set(sha256(utf8ToBytes(`tron:${seed}`)).slice(0, 20), 1);
  return tronBase58check.encode(payload);
}

/** A BEP20 (BSC) address, all lower case (no EIP-55 checksum to get wrong). */
export function bscWallet(seed: string | number): string {
  return `0x${bytesToHex(sha256(utf8ToBytes(`bsc:${seed}`))).slice(0, 40)}`;
}

/** An Aptos address (the long form, 0x + 64 hex). */
export function aptosWallet(seed: string | number): string {
  return `0x${bytesToHex(sha256(utf8ToBytes(`aptos:${seed}`)))}`;
}

/** A valid wallet for a withdrawal network, by seed. */
export function walletFor(network: "USDT TRC20" | "USDT BEP20 (BSC)" | "USDT APTOS NETWORK", seed: string | number): string {
  return network === "USDT TRC20" ? tronWallet(seed) : network === "USDT BEP20 (BSC)" ? bscWallet(seed) : aptosWallet(seed);
}

/** A well-known real TRC20 address (USDT's contract on TRON) and the same address with one character changed. */
export const KNOWN_TRON_WALLET = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
export const MISTYPED_TRON_WALLET = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u";
