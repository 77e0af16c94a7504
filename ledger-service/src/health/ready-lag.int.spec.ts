import { randomUUID } from "node:crypto";
import { streams } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.js";
import { loadConfig } from "../runtime/config.js";

const { app } = useTestApp({ READY_MAX_LAG_EVENTS: "3" });

/** An event the stopped runner will not apply: the read models stay behind by one more. */
async function appendOne(userId: string) {
  const stream = streams.investor(userId);
  const version = (await app.ctx.store.readStream(stream)).length;
  await app.ctx.store.append(stream, version, [
    {
      eventId: randomUUID(),
      type: "ReferralRewardCredited",
      data: {
        runId: `lag-${randomUUID()}`,
        percentage: "1",
        teamShares: "1",
        teamInvestment: "100.00",
        amount: "1.00",
        transfers: [{ debit: "platform:reward-expense", credit: `investor:${userId}:reward`, amount: "1.00" }],
      },
    },
  ]);
}

describe("readiness with a projection lag", () => {
  it("when READY_MAX_LAG_EVENTS is unset, then up to 1000 events of lag are tolerated", () => {
    expect(loadConfig({}).READY_MAX_LAG_EVENTS).toBe(1000);
    expect(() => loadConfig({ READY_MAX_LAG_EVENTS: "-1" })).toThrow(/READY_MAX_LAG_EVENTS/);
  });

  it("when the projections fall behind, then /api/ready stays 200 up to READY_MAX_LAG_EVENTS and answers 503 naming the lag above it; /api/health stays 200", async () => {
    await app.settle();
    expect(await app.api("GET", "/api/ready")).toMatchObject({ status: 200, body: { status: "ready" } });
    await app.runtime.runner?.stop();
    const user = await app.createUser();
    for (let i = 0; i < 3; i++) await appendOne(user.id);
    expect(await app.ctx.health.projectionLag()).toBe(3);
    expect(await app.api("GET", "/api/ready")).toMatchObject({ status: 200, body: { status: "ready" } });

    await appendOne(user.id);
    const behind = await app.api("GET", "/api/ready");
    expect(behind.status).toBe(503);
    expect(behind.body.message).toBe("projections are 4 events behind (more than READY_MAX_LAG_EVENTS=3)");
    expect(await app.api("GET", "/api/health")).toMatchObject({ status: 200, body: { status: "ok" } });
  });
});
