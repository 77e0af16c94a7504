import { streams } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { useChainTestApp } from "../../testing/chain/chain-app.js";
import { checkJobHandlers } from "../chain-check-jobs.js";

let now = new Date();
const { app, admin, chain } = useChainTestApp({ CHAIN_AUTO_APPROVE: "true" }, { clock: () => now, admin: {} });

const BEP20 = "USDT BEP20 (BSC)";
const buyPaid = async (shares: number, amount: string) => {
  const tx = await chain.node.transfer({ token: chain.usdt, to: chain.depositBep20, amount });
  await chain.node.mine(3);
  const user = await app.createUser();
  const res = await app.api("POST", "/api/shares", {
    token: user.token,
    body: { numberOfShares: shares, paymentMethod: BEP20, txId: tx, proof: await app.uploadProof(user.token) },
  });
  expect(res.status).toBe(201);
  return { user, id: res.body.purchase._id as string };
};
const runJob = (id: string) => {
  const handler = checkJobHandlers.purchase;
  if (!handler) throw new Error("no purchase handler");
  return handler(app.ctx, id);
};
const statusOf = async (token: string) => (await app.api("GET", "/api/shares/mine", { token })).body.purchases[0].status;

describe("CHAIN_AUTO_APPROVE=true", () => {
  it("when a purchase's payment is verified inside a purchase window, then it is approved with no admin, recorded as the chain check", async () => {
    const opensAt = new Date(now.getTime() - 60_000);
    const closesAt = new Date(now.getTime() + 60 * 60_000);
    const window = await app.api("POST", "/api/admin/purchase-windows", {
      token: admin.token,
      body: { opensAt: opensAt.toISOString(), closesAt: closesAt.toISOString() },
    });
    expect(window.status).toBe(201);
    const { user, id } = await buyPaid(2, "200");
    expect(await runJob(id)).toMatchObject({ again: null, check: { status: "verified" } });
    await app.settle();
    expect(await statusOf(user.token)).toBe("Approved");
    const approved = (await app.ctx.store.readStream(streams.investor(user.id))).find((e) => e.type === "SharePurchaseApproved");
    expect(approved?.metadata).toMatchObject({ actor: "chain-check" });
  });

  it("when the window has closed by the time it is verified, then it stays pending for an admin and is looked at again", async () => {
    const { user, id } = await buyPaid(1, "100");
    now = new Date(now.getTime() + 2 * 60 * 60_000);
    expect(await runJob(id)).toMatchObject({ again: 60_000, check: { status: "verified" } });
    await app.settle();
    expect(await statusOf(user.token)).toBe("Pending");
  });

  it("when a payment is short, then it is never approved automatically", async () => {
    now = new Date(now.getTime() - 2 * 60 * 60_000);
    const { user, id } = await buyPaid(2, "150");
    expect(await runJob(id)).toMatchObject({ again: null, check: { status: "mismatch" } });
    await app.settle();
    expect(await statusOf(user.token)).toBe("Pending");
  });
});
