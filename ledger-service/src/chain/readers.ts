import type { ChainNetwork } from "@app/contracts";
import { aptosReader } from "./aptos-reader.js";
import type { ChainConfig } from "../runtime/chain-settings.js";
import type { ChainReaders } from "../platform/chain-port.js";

/** The networks read through an Ethereum-compatible node, each with its address spelling (tron-addresses.ts). */
const EVM_NETWORKS = [
  { network: "BEP20", dialect: "bscDialect" },
  { network: "TRC20", dialect: "tronDialect" },
] as const;

/**
 * One reader per network whose node is configured; the others are not checked on chain. The
 * EVM client (viem) is loaded only when an EVM network's node is configured.
 */
export async function chainReaders(config: ChainConfig): Promise<ChainReaders> {
  const readers: ChainReaders = {};
  const timeoutMs = config.CHAIN_TIMEOUT_MS;
  for (const { network, dialect } of EVM_NETWORKS) {
    const rpcUrl = config[`CHAIN_${network}_RPC_URL`];
    if (!rpcUrl) continue;
    const [{ evmReader }, dialects] = await Promise.all([import("./evm-reader.js"), import("./tron-addresses.js")]);
    readers[network] = evmReader({
      network,
      rpcUrl,
      token: config[`CHAIN_${network}_USDT`],
      confirmationsNeeded: config[`CHAIN_${network}_CONFIRMATIONS`],
      timeoutMs,
      dialect: dialects[dialect],
    });
  }
  if (config.CHAIN_APTOS_API_URL)
    readers.APTOS = aptosReader({ apiUrl: config.CHAIN_APTOS_API_URL, token: config.CHAIN_APTOS_USDT, timeoutMs });
  return readers;
}

/** The networks no node checks, named in production's start warning and on the screens. */
export function uncheckedNetworks(readers: ChainReaders): ChainNetwork[] {
  return (["BEP20", "TRC20", "APTOS"] as const).filter((n) => !readers[n]);
}
