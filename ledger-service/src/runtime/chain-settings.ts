import { z } from "zod";

const confirmations = (fallback: number) => z.coerce.number().int().min(1).max(10_000).default(fallback);
/** Comma-separated cold wallets whose USDT counts in the reserves. */
const addressList = z
  .string()
  .default("")
  .transform((v) =>
    v
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean),
  );

/**
 * The networks' readers (issue 34; docs/chain.md). Every one is optional: a network without its
 * node URL is "not checked on chain" and payments on it go through the manual flow as before.
 */
export const chainSettings = {
  /** A BNB Smart Chain JSON-RPC node. */
  CHAIN_BEP20_RPC_URL: z.string().url().optional(),
  /** A TRON node's Ethereum-compatible JSON-RPC (e.g. its `/jsonrpc`). */
  CHAIN_TRC20_RPC_URL: z.string().url().optional(),
  /** An Aptos fullnode's REST API (e.g. `https://fullnode.mainnet.aptoslabs.com/v1`). */
  CHAIN_APTOS_API_URL: z.string().url().optional(),
  /** The BSC-USD (Binance-Peg USDT) contract; its decimals (18) are read from the chain. */
  CHAIN_BEP20_USDT: z.string().trim().default("0x55d398326f99059fF775485246999027B3197955"),
  /** TRON's USDT contract; its decimals (6) are read from the chain. */
  CHAIN_TRC20_USDT: z.string().trim().default("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"),
  /** Aptos's USDT fungible asset (its metadata object). */
  CHAIN_APTOS_USDT: z.string().trim().default("0x357b0b74bc833e95a115ad22604854d6b0fca151cecd94111770e5d6ffc9dc2b"),
  CHAIN_BEP20_CONFIRMATIONS: confirmations(15),
  CHAIN_TRC20_CONFIRMATIONS: confirmations(20),
  /** How long one call to a node may take before the check stays pending and is tried later. */
  CHAIN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** true: a verified purchase is approved with no admin (inside purchase windows and the share cap). */
  CHAIN_AUTO_APPROVE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  RESERVE_ADDRESSES_BEP20: addressList,
  RESERVE_ADDRESSES_TRC20: addressList,
  RESERVE_ADDRESSES_APTOS: addressList,
  /** How often a worker reads the reserves. */
  RESERVES_EVERY_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
};

/** The chain settings as parsed (a part of the runtime configuration). */
export type ChainConfig = z.output<z.ZodObject<typeof chainSettings>>;
