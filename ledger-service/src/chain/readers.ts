import type { ChainNetwork } from "@app/contracts";
import { aptosReader } from "./aptos-reader.js";
import type { ChainConfig } from "../runtime/chain-settings.js";
import { evmReader } from "./evm-reader.js";
import type { ChainReaders } from "../platform/chain-port.js";
import { bscDialect, tronDialect } from "./tron-addresses.js";

/** One reader per network whose node is configured; the others are not checked on chain. */
export function chainReaders(config: ChainConfig): ChainReaders {
  const readers: ChainReaders = {};
  const timeoutMs = config.CHAIN_TIMEOUT_MS;
  if (config.CHAIN_BEP20_RPC_URL)
    readers.BEP20 = evmReader({
      network: "BEP20",
      rpcUrl: config.CHAIN_BEP20_RPC_URL,
      token: config.CHAIN_BEP20_USDT,
      confirmationsNeeded: config.CHAIN_BEP20_CONFIRMATIONS,
      timeoutMs,
      dialect: bscDialect,
    });
  if (config.CHAIN_TRC20_RPC_URL)
    readers.TRC20 = evmReader({
      network: "TRC20",
      rpcUrl: config.CHAIN_TRC20_RPC_URL,
      token: config.CHAIN_TRC20_USDT,
      confirmationsNeeded: config.CHAIN_TRC20_CONFIRMATIONS,
      timeoutMs,
      dialect: tronDialect,
    });
  if (config.CHAIN_APTOS_API_URL)
    readers.APTOS = aptosReader({ apiUrl: config.CHAIN_APTOS_API_URL, token: config.CHAIN_APTOS_USDT, timeoutMs });
  return readers;
}

/** The networks no node checks, named in production's start warning and on the screens. */
export function uncheckedNetworks(readers: ChainReaders): ChainNetwork[] {
  return (["BEP20", "TRC20", "APTOS"] as const).filter((n) => !readers[n]);
}
