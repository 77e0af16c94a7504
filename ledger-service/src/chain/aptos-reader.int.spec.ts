import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AptosApi, faTransferAnswer, startAptosApi } from "../../testing/chain/aptos-api.js";
import { aptosAddress, aptosReader, primaryStoreAddress } from "./aptos-reader.js";
import { ChainUnavailableError } from "../platform/chain-port.js";
import { chainReaders } from "./readers.js";
import { loadConfig } from "../runtime/config.js";

const USDT = "0x357b0b74bc833e95a115ad22604854d6b0fca151cecd94111770e5d6ffc9dc2b";
const FAKE = `0x${"f0".repeat(32)}`;
const deposit = `0x${"d1".repeat(32)}`;
const payer = `0x${"a7".repeat(32)}`;
const stranger = `0x3c44${"00".repeat(28)}93bc`;
const store = (owner: string, metadata = USDT) => ({ store: primaryStoreAddress(owner, metadata), owner, metadata });
const hash = (n: number) => `0x${n.toString(16).padStart(2, "0").repeat(32)}`;

let api: AptosApi;
const reader = (timeoutMs = 2000) => aptosReader({ apiUrl: api.url, token: USDT, timeoutMs });

beforeAll(async () => {
  api = await startAptosApi({
    [`GET /accounts/${USDT}/resource/0x1::fungible_asset::Metadata`]: {
      status: 200,
      body: {
        type: "0x1::fungible_asset::Metadata",
        data: { decimals: 6, icon_uri: "", name: "Tether USD", project_uri: "", symbol: "USDt" },
      },
    },
    [`GET /transactions/by_hash/${hash(1)}`]: faTransferAnswer({
      hash: hash(1),
      sender: payer,
      fromStore: store(payer),
      toStore: store(deposit),
      amount: "200000000",
    }),
    [`GET /transactions/by_hash/${hash(2)}`]: faTransferAnswer({
      hash: hash(2),
      sender: payer,
      fromStore: store(payer),
      toStore: store(deposit),
      amount: "200000000",
      success: false,
    }),
    [`GET /transactions/by_hash/${hash(3)}`]: faTransferAnswer({
      hash: hash(3),
      sender: payer,
      fromStore: store(payer, FAKE),
      toStore: store(deposit, FAKE),
      amount: "200000000",
    }),
    [`GET /transactions/by_hash/${hash(4)}`]: {
      status: 200,
      body: { hash: hash(4), sender: payer, sequence_number: "18", type: "pending_transaction" },
    },
    // The write set does not name the recipient store's owner: it is asked of the node.
    [`GET /transactions/by_hash/${hash(5)}`]: faTransferAnswer({
      hash: hash(5),
      sender: payer,
      fromStore: store(payer),
      toStore: { ...store(stranger), owner: null },
      amount: "150500000",
    }),
    [`GET /accounts/${primaryStoreAddress(stranger, USDT)}/resource/0x1::object::ObjectCore`]: {
      status: 200,
      body: { type: "0x1::object::ObjectCore", data: { owner: stranger, allow_ungated_transfer: false } },
    },
    [`GET /transactions/by_hash/${hash(6)}`]: { status: 503, body: { message: "overloaded" } },
    [`GET /transactions/by_hash/${hash(7)}`]: { status: 200, body: {}, delayMs: 3000 },
    "POST /view": { status: 200, body: ["1250000000"] },
  });
}, 30_000);
afterAll(async () => api?.stop());

describe("the Aptos reader over recorded REST answers", () => {
  it("when 200 USDT reach the deposit address's primary store, then the lookup names the owner and 200 with the asset's 6 decimals", async () => {
    const found = await reader().lookup(hash(1));
    expect(found).toMatchObject({ found: true, succeeded: true, confirmations: 1 });
    if (!found.found) throw new Error("not found");
    expect(found.transfers).toHaveLength(1);
    expect(found.transfers[0]).toMatchObject({ token: USDT, from: aptosAddress(payer), to: aptosAddress(deposit) });
    expect(found.transfers[0]?.amount.toFixed()).toBe("200");
  });

  it("when the transaction failed (Move abort), then it is found as failed with no transfer", async () => {
    expect(await reader().lookup(hash(2))).toMatchObject({ found: true, succeeded: false, transfers: [] });
  });

  it("when another fungible asset is sent, then its transfer names that asset, not USDT", async () => {
    const found = await reader().lookup(hash(3));
    if (!found.found) throw new Error("not found");
    expect(found.transfers[0]?.token).toBe(aptosAddress(FAKE));
  });

  it("when the transaction is still in the mempool, or the hash is unknown (404), then it is not found (yet)", async () => {
    expect(await reader().lookup(hash(4))).toEqual({ found: false });
    expect(await reader().lookup(hash(9))).toEqual({ found: false });
  });

  it("when the write set does not name the store's owner, then the owner is asked of the node", async () => {
    const found = await reader().lookup(hash(5).slice(2));
    if (!found.found) throw new Error("not found");
    expect(found.transfers[0]?.to).toBe(aptosAddress(stranger));
    expect(found.transfers[0]?.amount.toFixed()).toBe("150.5");
  });

  it("when the node answers 503 or too slowly, then ChainUnavailableError naming APTOS", async () => {
    await expect(reader().lookup(hash(6))).rejects.toBeInstanceOf(ChainUnavailableError);
    const started = Date.now();
    await expect(reader(300).lookup(hash(7))).rejects.toThrow(/APTOS node did not answer/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("when a balance is read, then the view function's raw amount is scaled by the asset's decimals", async () => {
    expect((await reader().balanceOf(deposit)).toFixed()).toBe("1250");
  });

  it("when addresses are spelled short or in capitals, then they are the same address; the explorer link names the hash", () => {
    expect(reader().sameAddress("0x1", `0x${"0".repeat(63)}1`)).toBe(true);
    expect(reader().sameAddress(deposit.toUpperCase().replace("0X", "0x"), deposit)).toBe(true);
    expect(reader().sameAddress(deposit, payer)).toBe(false);
    expect(reader().explorerUrl(hash(1).slice(2))).toBe(`https://explorer.aptoslabs.com/txn/${hash(1)}?network=mainnet`);
  });

  it("when CHAIN_APTOS_API_URL is set, then the readers include APTOS; without it, APTOS is not checked", async () => {
    const base = { DATABASE_URL: "postgres://x@127.0.0.1/x", NODE_ENV: "test" };
    expect(Object.keys(await chainReaders(loadConfig({ ...base, CHAIN_APTOS_API_URL: api.url })))).toEqual(["APTOS"]);
    expect((await chainReaders(loadConfig(base))).APTOS).toBeUndefined();
  });
});
