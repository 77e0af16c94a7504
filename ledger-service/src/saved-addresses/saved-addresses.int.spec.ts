import { SAVED_ADDRESS_LIMIT } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/test-app.js";
import { aptosWallet, bscWallet, MISTYPED_TRON_WALLET, tronWallet } from "../../testing/wallets.js";
import { creditBalanceForTest } from "../../testing/test-seeding.js";

/**
 * Saved withdrawal addresses: each investor's own list, checked as a withdrawal's wallet is, and
 * never a way around the new-wallet hold (24 hours here).
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ NEW_WALLET_HOLD_HOURS: "24" });
}, 60_000);
afterAll(async () => {
  await app?.stop();
});

const PATH = "/api/user/saved-addresses";
const save = (token: string, body: unknown) => app.api("POST", PATH, { token, body });
const list = async (token: string) => (await app.api("GET", PATH, { token })).body.addresses as Array<Record<string, string>>;

describe("saved withdrawal addresses", () => {
  it("when an investor saves an address with a label, then it is listed for them alone, newest first", async () => {
    const owner = await app.createUser();
    const other = await app.createUser();
    const first = await save(owner.token, { label: "My Binance", wallet: tronWallet("saved-1"), network: "USDT TRC20" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      message: "Address saved",
      address: { label: "My Binance", wallet: tronWallet("saved-1"), network: "USDT TRC20" },
    });
    const second = await save(owner.token, { label: "  Trust wallet  ", wallet: aptosWallet("saved-2"), network: "USDT APTOS NETWORK" });
    expect(second.status).toBe(201);

    const mine = await list(owner.token);
    expect(mine.map((a) => a.label)).toEqual(["Trust wallet", "My Binance"]);
    expect(await list(other.token)).toEqual([]);
  });

  it("when the address cannot exist on the chosen network, then 400 names the network and nothing is saved", async () => {
    const user = await app.createUser();
    const mistyped = await save(user.token, { label: "Typo", wallet: MISTYPED_TRON_WALLET, network: "USDT TRC20" });
    expect(mistyped).toMatchObject({ status: 400, body: { message: "This is not a valid TRC20 (TRON) address." } });
    const wrongNetwork = await save(user.token, { label: "BSC on TRON", wallet: bscWallet("x"), network: "USDT TRC20" });
    expect(wrongNetwork).toMatchObject({ status: 400, body: { message: "This is not a valid TRC20 (TRON) address." } });
    const unlabelled = await save(user.token, { label: " ", wallet: tronWallet("x"), network: "USDT TRC20" });
    expect(unlabelled).toMatchObject({ status: 400, body: { message: "Give the address a label" } });
    const badNetwork = await save(user.token, { label: "x", wallet: tronWallet("x"), network: "TRC20" });
    expect(badNetwork.status).toBe(400);
    expect(await list(user.token)).toEqual([]);
  });

  it("when the same address is saved twice on its network, then the second is refused with 409", async () => {
    const user = await app.createUser();
    const body = { label: "Exchange", wallet: bscWallet("dup"), network: "USDT BEP20 (BSC)" };
    expect((await save(user.token, body)).status).toBe(201);
    expect(await save(user.token, { ...body, label: "Again" })).toMatchObject({
      status: 409,
      body: { message: "This address is already saved on this network" },
    });
    expect((await list(user.token)).map((a) => a.label)).toEqual(["Exchange"]);
  });

  it(`when an investor has ${SAVED_ADDRESS_LIMIT} saved, then one more is refused until one is deleted`, async () => {
    const user = await app.createUser();
    for (let i = 0; i < SAVED_ADDRESS_LIMIT; i++) {
      expect(
        (await save(user.token, { label: `Wallet ${i}`, wallet: tronWallet(`limit-${user.id}-${i}`), network: "USDT TRC20" })).status,
      ).toBe(201);
    }
    const extra = { label: "One more", wallet: tronWallet(`limit-${user.id}-extra`), network: "USDT TRC20" };
    expect(await save(user.token, extra)).toMatchObject({
      status: 409,
      body: { message: `You can save at most ${SAVED_ADDRESS_LIMIT} addresses; delete one first` },
    });
    const [newest] = await list(user.token);
    expect((await app.api("DELETE", `${PATH}/${newest?.id}`, { token: user.token })).status).toBe(200);
    expect((await save(user.token, extra)).status).toBe(201);
    expect(await list(user.token)).toHaveLength(SAVED_ADDRESS_LIMIT);
  });

  it("when an investor deletes another's address, then 404 and it stays; their own goes", async () => {
    const owner = await app.createUser();
    const stranger = await app.createUser();
    const saved = (await save(owner.token, { label: "Mine", wallet: tronWallet("del"), network: "USDT TRC20" })).body.address;
    expect(await app.api("DELETE", `${PATH}/${saved.id}`, { token: stranger.token })).toMatchObject({
      status: 404,
      body: { message: "Saved address not found" },
    });
    expect((await app.api("DELETE", `${PATH}/not-a-uuid`, { token: owner.token })).status).toBe(404);
    expect(await list(owner.token)).toHaveLength(1);
    expect(await app.api("DELETE", `${PATH}/${saved.id}`, { token: owner.token })).toMatchObject({
      status: 200,
      body: { message: "Address deleted" },
    });
    expect(await list(owner.token)).toEqual([]);
  });

  it("when signed out, then every saved-address call is 401", async () => {
    expect((await app.api("GET", PATH)).status).toBe(401);
    expect((await app.api("POST", PATH, { body: { label: "x", wallet: tronWallet("x"), network: "USDT TRC20" } })).status).toBe(401);
  });

  it("when a withdrawal goes to a saved address never paid to, then it still waits out the new-wallet hold", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "50");
    const wallet = tronWallet(`saved-hold-${user.id}`);
    expect((await save(user.token, { label: "New exchange", wallet, network: "USDT TRC20" })).status).toBe(201);
    const sent = await app.api("POST", "/api/withdrawals", {
      token: user.token,
      body: { amount: "20", wallet, network: "USDT TRC20", source: "profit" },
    });
    expect(sent.status).toBe(201);
    const [row] = (await app.api("GET", "/api/withdrawals", { token: user.token })).body.withdrawals;
    expect(row.approvableAfter).not.toBeNull();
    expect(new Date(row.approvableAfter).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });
});
