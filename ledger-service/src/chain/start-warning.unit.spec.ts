import { pino } from "pino";
import { describe, expect, it } from "vitest";
import type { ChainReader } from "../platform/chain-port.js";
import { uncheckedNetworksWarning, warnUncheckedNetworks } from "./start-warning.js";

const reader = {} as ChainReader;
const captured = () => {
  const lines: Array<{ level: number; msg: string; unchecked?: string[] }> = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { lines, logger };
};

describe("the start warning of networks not checked on chain", () => {
  it("when NODE_ENV=production and only BEP20 has a node, then one warning names TRC20 and APTOS and their settings", () => {
    const { lines, logger } = captured();
    warnUncheckedNetworks("production", { BEP20: reader }, logger);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, unchecked: ["TRC20", "APTOS"] });
    expect(lines[0]?.msg).toContain("Not checked on chain: TRC20, APTOS (set CHAIN_TRC20_RPC_URL, CHAIN_APTOS_API_URL)");
  });

  it("when every network has a node, or NODE_ENV is not production, then nothing is logged", () => {
    const { lines, logger } = captured();
    warnUncheckedNetworks("production", { BEP20: reader, TRC20: reader, APTOS: reader }, logger);
    warnUncheckedNetworks("development", {}, logger);
    expect(lines).toEqual([]);
    expect(uncheckedNetworksWarning({})).toContain("BEP20, TRC20, APTOS");
  });
});
