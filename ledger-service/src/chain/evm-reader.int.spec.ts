import { money } from "@app/contracts";
import type { Address } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANVIL_KEYS, type AnvilNode, addressOf, startAnvil } from "../../testing/chain/anvil.js";
import { freePort } from "../../testing/ports.js";
import { evmReader } from "./evm-reader.js";
import { ChainUnavailableError } from "../platform/chain-port.js";
import { bscDialect, hexToTron, tronDialect, tronToHex } from "./tron-addresses.js";

let node: AnvilNode;
let usdt: Address;
let usdt6: Address;
let other: Address;
const depositAddress = addressOf(ANVIL_KEYS[1]);
const bep20 = () =>
  evmReader({ network: "BEP20", rpcUrl: node.rpcUrl, token: usdt, confirmationsNeeded: 15, timeoutMs: 5000, dialect: bscDialect });

beforeAll(async () => {
  node = await startAnvil();
  usdt = await node.deployToken({ decimals: 18 });
  usdt6 = await node.deployToken({ decimals: 6 });
  other = await node.deployToken({ symbol: "FAKE" });
}, 60_000);
afterAll(async () => node?.stop());

describe("an EVM node read through viem (anvil)", () => {
  it("when 200 USDT (18 decimals) are sent, then the lookup finds the transfer, its exact amount and its confirmations grow with blocks", async () => {
    const tx = await node.transfer({ token: usdt, to: depositAddress, amount: "200.000000000000000001" });
    const first = await bep20().lookup(tx);
    expect(first).toMatchObject({ found: true, succeeded: true, confirmations: 1 });
    if (!first.found) throw new Error("not found");
    expect(first.transfers).toHaveLength(1);
    expect(first.transfers[0]?.to).toBe(depositAddress);
    expect(first.transfers[0]?.amount.toFixed()).toBe("200.000000000000000001");
    await node.mine(14);
    expect(await bep20().lookup(tx)).toMatchObject({ confirmations: 15 });
    expect((await bep20().balanceOf(depositAddress)).gte(money("200"))).toBe(true);
  });

  it("when a token has 6 decimals, then they are read from the chain", async () => {
    const reader = evmReader({
      network: "TRC20",
      rpcUrl: node.rpcUrl,
      token: hexToTron(usdt6),
      confirmationsNeeded: 20,
      timeoutMs: 5000,
      dialect: tronDialect,
    });
    const tx = await node.transfer({ token: usdt6, to: depositAddress, amount: "12.5" });
    const found = await reader.lookup(tx.slice(2));
    if (!found.found) throw new Error("not found");
    expect(found.transfers[0]).toMatchObject({ token: hexToTron(usdt6), to: hexToTron(depositAddress) });
    expect(found.transfers[0]?.amount.toFixed()).toBe("12.5");
    expect(reader.explorerUrl(tx)).toBe(`https://tronscan.org/#/transaction/${tx.slice(2)}`);
  });

  it("when a transfer exceeds the sender's balance, then it is mined as failed", async () => {
    const tx = await node.transfer({ token: usdt, to: depositAddress, amount: "5", fromKey: ANVIL_KEYS[3], gas: 100_000n });
    expect(await bep20().lookup(tx)).toMatchObject({ found: true, succeeded: false, transfers: [] });
  });

  it("when another token is sent, then its transfer names that token, not ours", async () => {
    const tx = await node.transfer({ token: other, to: depositAddress, amount: "200" });
    const found = await bep20().lookup(tx);
    if (!found.found) throw new Error("not found");
    expect(found.transfers[0]?.token.toLowerCase()).toBe(other.toLowerCase());
  });

  it("when an id is unknown, then found is false", async () => {
    expect(await bep20().lookup(`0x${"ab".repeat(32)}`)).toEqual({ found: false });
  });

  it("when the node is down, then the reader throws ChainUnavailableError naming the network", async () => {
    const down = evmReader({
      network: "BEP20",
      rpcUrl: `http://127.0.0.1:${await freePort()}`,
      token: usdt,
      confirmationsNeeded: 15,
      timeoutMs: 1000,
      dialect: bscDialect,
    });
    await expect(down.lookup(`0x${"ab".repeat(32)}`)).rejects.toBeInstanceOf(ChainUnavailableError);
    await expect(down.balanceOf(depositAddress)).rejects.toThrow(/BEP20 node did not answer/);
  });

  it("when a block is reverted (reorganisation), then the transaction is no longer found", async () => {
    const snap = await node.snapshot();
    const tx = await node.transfer({ token: usdt, to: depositAddress, amount: "1" });
    expect(await bep20().lookup(tx)).toMatchObject({ found: true });
    await node.revert(snap);
    expect(await bep20().lookup(tx)).toEqual({ found: false });
  });
});

describe("TRON addresses", () => {
  it("when TRON's USDT contract is converted to hex and back, then it is the same address", () => {
    const hex = tronToHex("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t");
    expect(hex).toBe("0xa614f803b6fd780986a42c78ec9c7f77e6ded13c");
    expect(hexToTron(hex)).toBe("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t");
  });
});
