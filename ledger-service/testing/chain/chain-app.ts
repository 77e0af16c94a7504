import type { Address } from "viem";
import { afterAll, beforeAll } from "vitest";
import { hexToTron } from "../../src/chain/tron-addresses.js";
import { late, type TestApp, type TestUser, useTestApp } from "../test-app.js";
import { ANVIL_KEYS, type AnvilNode, addressOf, startAnvil } from "./anvil.js";

/** The node and addresses a chain test file works with. */
export interface ChainFixture {
  node: AnvilNode;
  /** The USDT-like token (18 decimals), serving as BEP20 USDT and, through the same node, TRC20 USDT. */
  usdt: Address;
  /** Our BEP20 deposit address (a dev key's, so tests can also send from it). */
  depositBep20: Address;
  /** Our TRC20 deposit address (another dev key's, in TRON's base58 spelling). */
  depositTrc20: string;
}

/** The settings that check BEP20 payments on a chain fixture's node (its token, our deposit address there). */
export const bep20Settings = (chain: ChainFixture): Record<string, string> => ({
  CHAIN_BEP20_RPC_URL: chain.node.rpcUrl,
  CHAIN_BEP20_USDT: chain.usdt,
  DEPOSIT_ADDRESS_BEP20: chain.depositBep20,
});

/**
 * A test app on a real anvil node started for this file, with a freshly deployed USDT-like token:
 * `settingsOf` names the settings the app starts with from the node and addresses. Both are started
 * in beforeAll and stopped in afterAll.
 */
export function useAnvilTestApp(
  settingsOf: (chain: ChainFixture) => Record<string, string> | Promise<Record<string, string>>,
  options: Parameters<typeof useTestApp>[1] = {},
): { app: TestApp; admin: TestUser; chain: ChainFixture } {
  let fixture: ChainFixture | undefined;
  const settings: Record<string, string> = {};
  beforeAll(async () => {
    const node = await startAnvil();
    const usdt = await node.deployToken({ decimals: 18 });
    fixture = { node, usdt, depositBep20: addressOf(ANVIL_KEYS[1]), depositTrc20: hexToTron(addressOf(ANVIL_KEYS[2])) };
    Object.assign(settings, await settingsOf(fixture));
  }, 60_000);
  afterAll(async () => {
    await fixture?.node.stop();
  });
  const { app, admin } = useTestApp(settings, options);
  return { app, admin, chain: late(() => fixture) };
}

/**
 * A test app whose BEP20 and TRC20 networks are checked on a real anvil node started for this
 * file, with a freshly deployed USDT-like token. `env` adds or overrides settings
 * (e.g. CHAIN_BEP20_CONFIRMATIONS).
 */
export function useChainTestApp(
  env: Record<string, string> = {},
  options: Parameters<typeof useTestApp>[1] = {},
): { app: TestApp; admin: TestUser; chain: ChainFixture } {
  return useAnvilTestApp(
    (chain) => ({
      ...bep20Settings(chain),
      CHAIN_TRC20_RPC_URL: chain.node.rpcUrl,
      CHAIN_TRC20_USDT: hexToTron(chain.usdt),
      DEPOSIT_ADDRESS_TRC20: chain.depositTrc20,
      CHAIN_BEP20_CONFIRMATIONS: "3",
      CHAIN_TRC20_CONFIRMATIONS: "3",
      CHAIN_TIMEOUT_MS: "2000",
      ...env,
    }),
    options,
  );
}

/** A payment's chain check as answered when nothing checked it (no node for its network, or no id given). */
export const UNCHECKED_CHAIN_CHECK = {
  status: "unchecked",
  amount: null,
  confirmations: null,
  reason: null,
  explorerUrl: null,
  checkedAt: null,
};
