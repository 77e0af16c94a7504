import type { ChainNetwork } from "@app/contracts";
import { money } from "@app/contracts";
import type Decimal from "decimal.js";
import { createPublicClient, erc20Abi, type Hex, http, parseEventLogs, type PublicClient, TransactionReceiptNotFoundError } from "viem";
import { type ChainReader, ChainUnavailableError, type TxLookup } from "../platform/chain-port.js";

/**
 * How one EVM-speaking network spells things: BNB Smart Chain as EVM hex addresses and 0x ids;
 * TRON's JSON-RPC answers EVM hex too, but people and its explorer use base58 addresses and ids
 * without 0x (tron-addresses.ts).
 */
export interface EvmDialect {
  /** The network's address as the node's JSON-RPC wants it (0x + 40 hex). */
  toHex(address: string): Hex;
  /** A node's 0x + 40 hex address in the network's own spelling. */
  fromHex(address: Hex): string;
  /** An id as the node's JSON-RPC wants it (0x + 64 hex). */
  txHash(txId: string): Hex;
  explorerUrl(txId: string): string;
}

export interface EvmReaderOptions {
  network: ChainNetwork;
  rpcUrl: string;
  /** The token in the network's own spelling. */
  token: string;
  confirmationsNeeded: number;
  timeoutMs: number;
  dialect: EvmDialect;
}

/** A ChainReader over an Ethereum-compatible JSON-RPC node, with viem. */
export function evmReader(options: EvmReaderOptions): ChainReader {
  const { network, dialect } = options;
  const client: PublicClient = createPublicClient({ transport: http(options.rpcUrl, { timeout: options.timeoutMs, retryCount: 0 }) });
  const tokenHex = dialect.toHex(options.token);
  let decimals: Promise<number> | null = null;
  const tokenDecimals = (): Promise<number> => {
    decimals ??= client.readContract({ address: tokenHex, abi: erc20Abi, functionName: "decimals" }).catch((e: unknown) => {
      decimals = null;
      throw e;
    });
    return decimals;
  };
  const scaled = async (raw: bigint): Promise<Decimal> => money(raw.toString()).div(money(10).pow(await tokenDecimals()));
  const guarded = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (e) {
      throw e instanceof ChainUnavailableError ? e : new ChainUnavailableError(network, e);
    }
  };

  return {
    network,
    token: options.token,
    confirmationsNeeded: options.confirmationsNeeded,
    explorerUrl: dialect.explorerUrl,
    sameAddress: (a, b) => {
      try {
        return dialect.toHex(a).toLowerCase() === dialect.toHex(b).toLowerCase();
      } catch {
        return false;
      }
    },
    lookup: (txId) =>
      guarded(async (): Promise<TxLookup> => {
        let receipt: Awaited<ReturnType<PublicClient["getTransactionReceipt"]>>;
        try {
          receipt = await client.getTransactionReceipt({ hash: dialect.txHash(txId) });
        } catch (e) {
          if (e instanceof TransactionReceiptNotFoundError) return { found: false };
          throw e;
        }
        const head = await client.getBlockNumber({ cacheTime: 0 });
        const confirmations = head >= receipt.blockNumber ? Number(head - receipt.blockNumber) + 1 : 0;
        const logs = parseEventLogs({ abi: erc20Abi, eventName: "Transfer", logs: receipt.logs, strict: false });
        const transfers = [];
        for (const log of logs) {
          const { from, to, value } = log.args;
          if (!from || !to || value === undefined) continue;
          const isToken = log.address.toLowerCase() === tokenHex.toLowerCase();
          transfers.push({
            token: isToken ? options.token : dialect.fromHex(log.address),
            from: dialect.fromHex(from),
            to: dialect.fromHex(to),
            // Only our token's decimals are known: another token's amount is never compared.
            amount: isToken ? await scaled(value) : money(value.toString()),
          });
        }
        return { found: true, succeeded: receipt.status === "success", confirmations, blockHash: receipt.blockHash, transfers };
      }),
    balanceOf: (address) =>
      guarded(async () =>
        scaled(await client.readContract({ address: tokenHex, abi: erc20Abi, functionName: "balanceOf", args: [dialect.toHex(address)] })),
      ),
  };
}
