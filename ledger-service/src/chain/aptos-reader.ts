import { createHash } from "node:crypto";
import { money } from "@app/contracts";
import type Decimal from "decimal.js";
import { type ChainReader, ChainUnavailableError, type TokenTransfer, type TxLookup } from "../platform/chain-port.js";

export interface AptosReaderOptions {
  /** A fullnode's REST API, e.g. `https://fullnode.mainnet.aptoslabs.com/v1`. */
  apiUrl: string;
  /** The USDT fungible asset (its metadata object's address). */
  token: string;
  timeoutMs: number;
  /** The explorer's `network=` (mainnet unless told). */
  explorerNetwork?: string;
}

/** An Aptos address in one spelling: 0x + 64 lower-case hex (short forms such as 0x1 padded). */
export function aptosAddress(address: string): string {
  const hex = address.trim().toLowerCase().replace(/^0x/, "");
  if (!/^[0-9a-f]{1,64}$/.test(hex)) throw new Error("not an Aptos address");
  return `0x${hex.padStart(64, "0")}`;
}

/**
 * The primary fungible store an owner holds an asset in: `object::create_user_derived_object_address
 * (owner, metadata)` = sha3-256(owner ‖ metadata ‖ 0xFC). A transfer deposits into a store, not an
 * account; the store's owner is read from the transaction's changes (ObjectCore), and this is
 * the fallback when they do not name it.
 */
export function primaryStoreAddress(owner: string, metadata: string): string {
  const bytes = Buffer.concat([
    Buffer.from(aptosAddress(owner).slice(2), "hex"),
    Buffer.from(aptosAddress(metadata).slice(2), "hex"),
    Buffer.from([0xfc]),
  ]);
  return `0x${createHash("sha3-256").update(bytes).digest("hex")}`;
}

interface AptosEvent {
  type: string;
  data: Record<string, unknown>;
}
interface AptosChange {
  type: string;
  address?: string;
  data?: { type?: string; data?: Record<string, unknown> };
}
interface AptosTransaction {
  type: string;
  hash: string;
  version?: string;
  success?: boolean;
  sender?: string;
  accumulator_root_hash?: string;
  events?: AptosEvent[];
  changes?: AptosChange[];
}

class NotFound extends Error {}

/**
 * A ChainReader over an Aptos fullnode's REST API with `fetch` (@aptos-labs/ts-sdk needs Node 22).
 * A transaction is final once committed (Aptos's BFT consensus does not reorganise): one
 * confirmation is all it gets and all it needs. USDT is a fungible asset: a transfer is a
 * `0x1::fungible_asset::Withdraw` from the sender's store and a `Deposit` into the recipient's;
 * which asset and whose store are read from the transaction's write set.
 */
export function aptosReader(options: AptosReaderOptions): ChainReader {
  const base = options.apiUrl.replace(/\/+$/, "");
  const token = aptosAddress(options.token);
  const explorerNetwork = options.explorerNetwork ?? "mainnet";

  const get = async <T>(path: string, init?: RequestInit): Promise<T> => {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        ...init,
        headers: { accept: "application/json", ...(init?.body ? { "content-type": "application/json" } : {}) },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (e) {
      throw new ChainUnavailableError("APTOS", e);
    }
    if (res.status === 404) throw new NotFound();
    if (!res.ok) throw new ChainUnavailableError("APTOS", new Error(`HTTP ${res.status}`));
    try {
      return (await res.json()) as T;
    } catch (e) {
      throw new ChainUnavailableError("APTOS", e);
    }
  };

  let decimals: Promise<number> | null = null;
  const tokenDecimals = (): Promise<number> => {
    decimals ??= get<{ data: { decimals: number } }>(`/accounts/${token}/resource/0x1::fungible_asset::Metadata`)
      .then((r) => {
        const d = Number(r.data.decimals);
        if (!Number.isInteger(d) || d < 0 || d > 32) throw new ChainUnavailableError("APTOS", new Error("no decimals"));
        return d;
      })
      .catch((e: unknown) => {
        decimals = null;
        throw e instanceof NotFound ? new ChainUnavailableError("APTOS", new Error(`no asset ${token}`)) : e;
      });
    return decimals;
  };
  const scaled = async (raw: string): Promise<Decimal> => money(raw).div(money(10).pow(await tokenDecimals()));

  /** The owner of a store object: from the write set, else asked of the node. */
  const ownerOf = async (store: string, owners: Map<string, string>): Promise<string | null> => {
    const known = owners.get(store);
    if (known) return known;
    try {
      const core = await get<{ data: { owner: string } }>(`/accounts/${store}/resource/0x1::object::ObjectCore`);
      return aptosAddress(core.data.owner);
    } catch (e) {
      if (e instanceof NotFound) return null;
      throw e;
    }
  };
  const metadataOf = async (store: string, metadata: Map<string, string>): Promise<string | null> => {
    const known = metadata.get(store);
    if (known) return known;
    try {
      const fs = await get<{ data: { metadata: { inner: string } } }>(`/accounts/${store}/resource/0x1::fungible_asset::FungibleStore`);
      return aptosAddress(fs.data.metadata.inner);
    } catch (e) {
      if (e instanceof NotFound) return null;
      throw e;
    }
  };

  return {
    network: "APTOS",
    token: options.token,
    confirmationsNeeded: 1,
    explorerUrl: (txId) => `https://explorer.aptoslabs.com/txn/${aptosTxId(txId)}?network=${explorerNetwork}`,
    sameAddress: (a, b) => {
      try {
        return aptosAddress(a) === aptosAddress(b);
      } catch {
        return false;
      }
    },
    async lookup(txId): Promise<TxLookup> {
      let tx: AptosTransaction;
      try {
        tx = await get<AptosTransaction>(`/transactions/by_hash/${aptosTxId(txId)}`);
      } catch (e) {
        if (e instanceof NotFound) return { found: false };
        throw e;
      }
      // In the mempool, not yet committed: not there yet.
      if (tx.type === "pending_transaction") return { found: false };
      if (typeof tx.success !== "boolean") throw new ChainUnavailableError("APTOS", new Error("a transaction without success"));
      const owners = new Map<string, string>();
      const metadata = new Map<string, string>();
      for (const change of tx.changes ?? []) {
        if (change.type !== "write_resource" || !change.address || !change.data?.data) continue;
        const at = aptosAddress(change.address);
        if (change.data.type === "0x1::object::ObjectCore" && typeof change.data.data.owner === "string")
          owners.set(at, aptosAddress(change.data.data.owner));
        const inner = (change.data.data.metadata as { inner?: unknown } | undefined)?.inner;
        if (change.data.type === "0x1::fungible_asset::FungibleStore" && typeof inner === "string") metadata.set(at, aptosAddress(inner));
      }
      const transfers: TokenTransfer[] = [];
      if (tx.success) {
        const events = tx.events ?? [];
        const withdrawn = events.filter((e) => e.type === "0x1::fungible_asset::Withdraw");
        for (const event of events) {
          if (event.type !== "0x1::fungible_asset::Deposit") continue;
          const store = aptosAddress(String(event.data.store));
          const raw = String(event.data.amount);
          const asset = (await metadataOf(store, metadata)) ?? "unknown";
          const isToken = asset === token;
          // The sender: the store a same-sized withdrawal of the same asset came from, else the signer.
          let from = tx.sender ? aptosAddress(tx.sender) : "unknown";
          for (const w of withdrawn) {
            const wStore = aptosAddress(String(w.data.store));
            if (String(w.data.amount) === raw && (await metadataOf(wStore, metadata)) === asset) {
              from = (await ownerOf(wStore, owners)) ?? from;
              break;
            }
          }
          const to = (await ownerOf(store, owners)) ?? store;
          // Only our asset's decimals are known: another asset's amount is never compared.
          transfers.push({ token: isToken ? options.token : asset, from, to, amount: isToken ? await scaled(raw) : money(raw) });
        }
      }
      return {
        found: true,
        succeeded: tx.success,
        confirmations: 1,
        blockHash: tx.accumulator_root_hash ?? (tx.version ? `version-${tx.version}` : null),
        transfers,
      };
    },
    async balanceOf(address) {
      try {
        const [raw] = await get<[string]>("/view", {
          method: "POST",
          body: JSON.stringify({
            function: "0x1::primary_fungible_store::balance",
            type_arguments: ["0x1::fungible_asset::Metadata"],
            arguments: [aptosAddress(address), token],
          }),
        });
        return await scaled(String(raw ?? "0"));
      } catch (e) {
        if (e instanceof NotFound) throw new ChainUnavailableError("APTOS", new Error("the view function was not found"));
        throw e;
      }
    },
  };
}

/** An Aptos transaction hash as the API wants it: 0x + 64 lower-case hex. */
function aptosTxId(txId: string): string {
  return `0x${txId.trim().toLowerCase().replace(/^0x/, "")}`;
}
