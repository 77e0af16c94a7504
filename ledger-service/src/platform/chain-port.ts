import type { ChainNetwork } from "@app/contracts";
import type Decimal from "decimal.js";

/** One token transfer a transaction made (addresses in the network's own spelling). */
export interface TokenTransfer {
  /** The token: an EVM/TRON contract address, or an Aptos fungible asset's metadata address. */
  token: string;
  from: string;
  to: string;
  /** In whole tokens (USDT), scaled by the token's decimals read from the chain. */
  amount: Decimal;
}

/** What a node says of a transaction id right now. */
export type TxLookup =
  | { found: false }
  | {
      found: true;
      /** false: the transaction ran and failed (reverted); its transfers did not happen. */
      succeeded: boolean;
      /** Blocks on top of (and including) the transaction's block; 1 once it is in a block. */
      confirmations: number;
      /** The block it is in: a later lookup with another hash means a reorganisation. */
      blockHash: string | null;
      transfers: TokenTransfer[];
    };

/** A node that did not answer in time, or answered with an error: the check stays pending. */
export class ChainUnavailableError extends Error {
  constructor(
    readonly network: ChainNetwork,
    cause: unknown,
  ) {
    super(`the ${network} node did not answer: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = "ChainUnavailableError";
  }
}

/**
 * The one port to a network (conventions 12): the composition root builds one reader per
 * network whose node is configured (readers.ts); a network without one is not checked on chain.
 * Every call throws ChainUnavailableError when the node is down, slow or answers nonsense.
 */
export interface ChainReader {
  readonly network: ChainNetwork;
  /** The network's USDT (contract or fungible asset), spelled as the network spells addresses. */
  readonly token: string;
  /** Confirmations a payment needs before it counts as verified. */
  readonly confirmationsNeeded: number;
  lookup(txId: string): Promise<TxLookup>;
  /** The network's USDT held by an address now, in whole tokens. */
  balanceOf(address: string): Promise<Decimal>;
  /** Same address? (EVM and Aptos ignore case; TRON compares its base58 spelling.) */
  sameAddress(a: string, b: string): boolean;
  /** A public explorer's page of the transaction. */
  explorerUrl(txId: string): string;
}

export type ChainReaders = Partial<Record<ChainNetwork, ChainReader>>;
