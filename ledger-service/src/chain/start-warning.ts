import type { Logger } from "pino";
import type { ChainReaders } from "../platform/chain-port.js";
import { uncheckedNetworks } from "./readers.js";

const SETTING = { BEP20: "CHAIN_BEP20_RPC_URL", TRC20: "CHAIN_TRC20_RPC_URL", APTOS: "CHAIN_APTOS_API_URL" } as const;

/** The production start's one warning naming each network no node checks (null: all are checked). */
export function uncheckedNetworksWarning(readers: ChainReaders): string | null {
  const unchecked = uncheckedNetworks(readers);
  if (unchecked.length === 0) return null;
  return (
    `Not checked on chain: ${unchecked.join(", ")} (set ${unchecked.map((n) => SETTING[n]).join(", ")}); ` +
    "payments on these networks rest on an admin's review of the proof (docs/chain.md)."
  );
}

/** Logs the warning once at start, in production only. */
export function warnUncheckedNetworks(nodeEnv: string, readers: ChainReaders, logger: Logger): void {
  if (nodeEnv !== "production") return;
  const warning = uncheckedNetworksWarning(readers);
  if (warning) logger.warn({ unchecked: uncheckedNetworks(readers) }, warning);
}
