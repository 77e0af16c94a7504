import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.js";
import { checkJobHandlers } from "../chain-check-jobs.js";

// A BEP20 node that takes every request and never answers.
let silent: Server;
const settings: Record<string, string> = {};
beforeAll(async () => {
  silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  Object.assign(settings, {
    CHAIN_BEP20_RPC_URL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
    CHAIN_TIMEOUT_MS: "500",
  });
});
afterAll(async () => {
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
});
const { app, admin } = useTestApp(settings, { admin: {} });

describe("a node that is down or slow", () => {
  it("when the BEP20 node never answers, then the purchase is taken at once, its check stays pending saying why, and /api/ready is unaffected", async () => {
    const user = await app.createUser();
    const proof = await app.uploadProof(user.token);
    const started = Date.now();
    const res = await app.api("POST", "/api/shares", {
      token: user.token,
      body: { numberOfShares: 1, paymentMethod: "USDT BEP20 (BSC)", txId: `0x${"d0".repeat(32)}`, proof },
    });
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.body.purchase.chainCheck).toMatchObject({ status: "pending", amount: null });
    const handler = checkJobHandlers.purchase;
    if (!handler) throw new Error("no purchase handler");
    const run = await handler(app.ctx, res.body.purchase._id);
    expect(run).toMatchObject({ again: 3000, check: { status: "pending", reason: "The BEP20 node did not answer; we will check again." } });
    await app.settle(); // readiness counts projection lag: let the read models take the check first
    const readyStarted = Date.now();
    expect(await app.api("GET", "/api/ready")).toMatchObject({ status: 200, body: { status: "ready" } });
    expect(Date.now() - readyStarted).toBeLessThan(1000);
    const checked = await app.api("POST", `/api/shares/${res.body.purchase._id}/check`, { token: admin.token });
    expect(checked.body.chainCheck).toMatchObject({ status: "pending", reason: "The BEP20 node did not answer; we will check again." });
    // Other purchases (a network without a node) do not wait on it.
    const other = await app.createUser();
    const t = Date.now();
    const trc = await app.api("POST", "/api/shares", {
      token: other.token,
      body: { numberOfShares: 1, paymentMethod: "TRC20", proof: await app.uploadProof(other.token) },
    });
    expect(trc.status).toBe(201);
    expect(Date.now() - t).toBeLessThan(2000);
  });
});
