import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  parseUnits,
  type PublicClient,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { freePort } from "../ports.js";

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

/** anvil's well-known dev keys (mnemonic "test test ... junk"): funded with ETH at start. */
export const ANVIL_KEYS = [
  "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
  "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
  "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a8d33ab3b64a",
  "0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6",
  "0x47e179ec197488593b187f80a00eb0da91f1b9d0b66cb2f47e1ef7f9c8c0e8f1",
] as const satisfies readonly Hex[];

let compiled: { abi: unknown[]; bytecode: Hex } | null = null;
/** TestUSDT.sol compiled now with solc-js (no binary from elsewhere: the source is the contract). */
function testUsdtArtifact(): { abi: unknown[]; bytecode: Hex } {
  if (compiled) return compiled;
  const solc = require("solc") as { compile: (input: string) => string };
  const input = {
    language: "Solidity",
    sources: { "TestUSDT.sol": { content: readFileSync(path.join(here, "TestUSDT.sol"), "utf8") } },
    settings: { optimizer: { enabled: true, runs: 200 }, outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === "error");
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join("\n"));
  const contract = output.contracts["TestUSDT.sol"]?.TestUSDT;
  if (!contract) throw new Error("TestUSDT did not compile");
  compiled = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  return compiled;
}

export interface AnvilNode {
  rpcUrl: string;
  port: number;
  client: PublicClient;
  /** Deploys a fresh TestUSDT (from ANVIL_KEYS[0], who holds the supply); returns its address. */
  deployToken(options?: { decimals?: number; symbol?: string; supply?: string }): Promise<Address>;
  /**
   * Sends `amount` whole tokens from one dev key to an address; mined at once (one block).
   * `gas` skips the estimate, so a transfer above the balance is mined and fails (reverted).
   */
  transfer(input: { token: Address; to: Address; amount: string; fromKey?: Hex; decimals?: number; gas?: bigint }): Promise<Hex>;
  /** Mines `blocks` empty blocks: confirmations on top of earlier transactions. */
  mine(blocks: number): Promise<void>;
  snapshot(): Promise<Hex>;
  revert(id: Hex): Promise<void>;
  stop(): Promise<void>;
}

/** The address of a dev key. */
export const addressOf = (key: Hex): Address => privateKeyToAccount(key).address;

/**
 * A real EVM node for the tests: anvil from the npm registry (@foundry-rs/anvil-linux-amd64) on a
 * free port, mining a block per transaction (and more on `mine`). Stop it in afterAll.
 */
export async function startAnvil(options: { chainId?: number } = {}): Promise<AnvilNode> {
  const binary = path.join(path.dirname(require.resolve("@foundry-rs/anvil-linux-amd64/package.json")), "bin", "anvil");
  const port = await freePort();
  const child: ChildProcess = spawn(
    binary,
    ["--host", "127.0.0.1", "--port", String(port), "--chain-id", String(options.chainId ?? 56), "--silent"],
    { stdio: "ignore" },
  );
  const rpcUrl = `http://127.0.0.1:${port}`;
  const transport = http(rpcUrl, { retryCount: 0 });
  const client = createPublicClient({ transport });
  const test = createTestClient({ mode: "anvil", transport });
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await client.getChainId();
      break;
    } catch (e) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`anvil did not start on ${rpcUrl}: ${String(e)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const chain = defineChain({
    id: options.chainId ?? 56,
    name: "anvil",
    nativeCurrency: { name: "BNB", symbol: "BNB", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const wallet = (key: Hex) => createWalletClient({ account: privateKeyToAccount(key), transport, chain });
  const artifact = testUsdtArtifact();
  const decimalsOf = new Map<string, number>();

  return {
    rpcUrl,
    port,
    client,
    async deployToken({ decimals = 18, symbol = "USDT", supply = "1000000000" } = {}) {
      const hash = await wallet(ANVIL_KEYS[0]).deployContract({
        abi: artifact.abi,
        bytecode: artifact.bytecode,
        args: [`Test ${symbol}`, symbol, decimals, parseUnits(supply, decimals)],
      });
      const receipt = await client.waitForTransactionReceipt({ hash });
      if (!receipt.contractAddress) throw new Error("TestUSDT was not deployed");
      decimalsOf.set(receipt.contractAddress.toLowerCase(), decimals);
      return receipt.contractAddress;
    },
    async transfer({ token, to, amount, fromKey = ANVIL_KEYS[0], decimals, gas }) {
      const places = decimals ?? decimalsOf.get(token.toLowerCase()) ?? 18;
      const hash = await wallet(fromKey).writeContract({
        address: token,
        abi: artifact.abi,
        functionName: "transfer",
        args: [to, parseUnits(amount, places)],
        ...(gas ? { gas } : {}),
      });
      await client.waitForTransactionReceipt({ hash });
      return hash;
    },
    mine: (blocks) => test.mine({ blocks }),
    snapshot: () => test.snapshot(),
    revert: (id) => test.revert({ id }),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
