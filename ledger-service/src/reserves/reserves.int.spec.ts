import { money } from "@app/contracts";
import type { Address } from "viem";
import { erc20Abi } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { ANVIL_KEYS, addressOf } from "../../testing/chain/anvil.js";
import { bep20Settings, useAnvilTestApp } from "../../testing/chain/chain-app.js";
import { freePort } from "../../testing/ports.js";
import type { TestUser } from "../../testing/test-app.js";
import { bscWallet } from "../../testing/wallets.js";
import { approvedWithdrawal } from "../../testing/withdrawals.js";
import { checkPayment } from "../chain/record-check.js";
import { checkRecordedPayout } from "../payouts/check-payout.js";

const cold = addressOf(ANVIL_KEYS[2]);
const { app, admin, chain } = useAnvilTestApp(
  async (anvil) => ({
    ...bep20Settings(anvil),
    CHAIN_BEP20_CONFIRMATIONS: "1",
    RESERVE_ADDRESSES_BEP20: cold,
    // TRC20's node is down (nothing listens there): its reading is left out, BEP20's is not.
    CHAIN_TRC20_RPC_URL: `http://127.0.0.1:${await freePort()}`,
    CHAIN_TIMEOUT_MS: "1000",
  }),
  { admin: {} },
);
let auditor: TestUser;
beforeAll(async () => {
  auditor = await app.createUser({ isAuditor: true });
});

const balanceOf = async (address: Address) =>
  money(
    (await chain.node.client.readContract({ address: chain.usdt, abi: erc20Abi, functionName: "balanceOf", args: [address] })).toString(),
  ).div(money(10).pow(18));

/** A payment in checked and verified on chain (what the purchase check records). */
async function verifiedPurchase(target: string, amount: string): Promise<void> {
  const tx = await chain.node.transfer({ token: chain.usdt, to: chain.depositBep20, amount });
  const check = await checkPayment(app.ctx, {
    use: "purchase",
    target,
    network: "BEP20",
    txId: tx,
    expected: { to: chain.depositBep20, toLabel: "our BEP20 deposit address", amount: money(amount), exact: false, subject: "purchase" },
    givenAt: new Date(),
  });
  expect(check?.status).toBe("verified");
}

describe("reserves: USDT on chain against the ledger (anvil, BEP20)", () => {
  it("when payments in and a payout out are verified, then on chain is the node's balance of the deposit and cold addresses, and difference = onChain - ledger", async () => {
    await verifiedPurchase("purchase-1", "300");
    await verifiedPurchase("purchase-2", "0.000000000000000001");
    await chain.node.transfer({ token: chain.usdt, to: cold, amount: "1000" }); // the cold wallet's own USDT, not in the ledger

    // A verified payout of 95.00 out of the deposit address.
    const wallet = bscWallet("reserves-investor") as Address;
    const { id } = await approvedWithdrawal(app, admin, { profit: "1000", amount: 100, wallet, network: "USDT BEP20 (BSC)" });
    const tx = await chain.node.transfer({ token: chain.usdt, to: wallet, amount: "95", fromKey: ANVIL_KEYS[1] });
    expect((await app.api("PUT", `/api/withdrawals/${id}/payout`, { token: admin.token, body: { txId: tx } })).status).toBe(200);
    expect(await checkRecordedPayout(app.ctx, "withdrawal-payout", id)).toMatchObject({ status: "verified" });
    await app.settle();

    const read = await app.api("GET", "/api/audit/reserves", { token: auditor.token });
    expect(read.status).toBe(200);
    const bep20 = read.body.reserves.find((r: { network: string }) => r.network === "BEP20");
    const onChain = (await balanceOf(chain.depositBep20)).add(await balanceOf(cold));
    expect(bep20).toMatchObject({ network: "BEP20", addresses: [chain.depositBep20, cold] });
    expect(bep20.onChain).toBe(onChain.toFixed());
    expect(bep20.ledger).toBe("205.000000000000000001"); // 300 + 1e-18 in, 95 out
    expect(bep20.difference).toBe(onChain.sub("205.000000000000000001").toFixed());
    expect(money(bep20.onChain).sub(bep20.ledger).eq(bep20.difference)).toBe(true);
    expect(read.body.unavailable).toEqual([expect.objectContaining({ network: "TRC20" })]);
  });

  it("when an auditor reads now, then the reading is kept: history, the public latest reading and the metric show it, and a difference beyond $1 mails admins and auditors", async () => {
    expect((await app.api("GET", "/api/reserves")).body).toEqual({ reserves: [] });
    const now = await app.api("POST", "/api/audit/reserves/read", { token: auditor.token });
    expect(now.status).toBe(200);
    const reading = now.body.reserves[0];

    const history = await app.api("GET", "/api/audit/reserves/history", { token: admin.token });
    expect(history.body.readings).toEqual([reading]);
    const open = await app.api("GET", "/api/reserves");
    expect(open.body).toEqual({
      reserves: [
        { network: "BEP20", onChain: reading.onChain, ledger: reading.ledger, difference: reading.difference, readAt: reading.readAt },
      ],
    });

    const metrics = await app.ctx.metrics.scrape();
    expect(metrics.text).toContain(`reserves_difference_usdt{network="BEP20"} ${Number(reading.difference)}`);

    const queue = app.runtime.ctx.queues.all().find((q) => q.name === "email");
    const mails = ((await queue?.getJobs(["waiting", "delayed", "active", "completed", "failed"])) ?? []).map((j) => j.data);
    const alerts = mails.filter((m: { subject: string }) => m.subject === "Reserves differ from the ledger");
    expect(new Set(alerts.map((m: { to: string }) => m.to))).toEqual(new Set([admin.email, auditor.email]));
  });

  it("when an investor or a visitor asks for the audit reserves, then 403 and 401", async () => {
    const investor = await app.createUser();
    expect((await app.api("GET", "/api/audit/reserves", { token: investor.token })).status).toBe(403);
    expect((await app.api("POST", "/api/audit/reserves/read", { token: investor.token })).status).toBe(403);
    expect((await app.api("GET", "/api/audit/reserves/history", { token: investor.token })).status).toBe(403);
    expect((await app.api("GET", "/api/audit/reserves")).status).toBe(401);
  });
});
