import { sha256 } from "@noble/hashes/sha2.js";
import { createBase58check } from "@scure/base";
import { bytesToHex, getAddress, type Hex, hexToBytes } from "viem";
import type { EvmDialect } from "./evm-reader.js";

const base58check = createBase58check(sha256);

/** A TRON base58 address (T...) as the 0x + 40 hex its JSON-RPC speaks; hex passes through. */
export function tronToHex(address: string): Hex {
  if (/^0x[0-9a-fA-F]{40}$/.test(address)) return address.toLowerCase() as Hex;
  if (/^41[0-9a-fA-F]{40}$/.test(address)) return `0x${address.slice(2).toLowerCase()}`;
  const payload = base58check.decode(address);
  if (payload.length !== 21 || payload[0] !== 0x41) throw new Error("not a TRON address");
  return bytesToHex(payload.slice(1));
}

/** 0x + 40 hex as TRON's base58 address (0x41 + the 20 bytes, base58check). */
export function hexToTron(address: Hex): string {
  const bytes = hexToBytes(getAddress(address));
  return base58check.encode(Uint8Array.from([0x41, ...bytes]));
}

export const tronDialect: EvmDialect = {
  toHex: tronToHex,
  fromHex: hexToTron,
  txHash: (txId) => `0x${txId.trim().replace(/^0x/i, "").toLowerCase()}`,
  explorerUrl: (txId) => `https://tronscan.org/#/transaction/${txId.trim().replace(/^0x/i, "").toLowerCase()}`,
};

export const bscDialect: EvmDialect = {
  toHex: (address) => {
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new Error("not an EVM address");
    return address.toLowerCase() as Hex;
  },
  fromHex: (address) => getAddress(address),
  txHash: (txId) => `0x${txId.trim().replace(/^0x/i, "").toLowerCase()}`,
  explorerUrl: (txId) => `https://bscscan.com/tx/0x${txId.trim().replace(/^0x/i, "").toLowerCase()}`,
};
