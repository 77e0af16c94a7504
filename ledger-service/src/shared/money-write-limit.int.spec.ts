import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/test-app.js";
import { TOO_MANY_MONEY_REQUESTS } from "./money-write-limit.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ MONEY_WRITES_PER_USER_PER_MINUTE: "3" });
});
afterAll(async () => {
  await app?.stop();
});

describe("per-user limit on money writes", () => {
  it("when one investor sends more money writes in a minute than allowed, from any address, then 429 with Retry-After; another investor is not affected", async () => {
    const investor = await app.createUser();
    const other = await app.createUser();
    const write = (token: string, path: string, ip: string) =>
      app.api("POST", path, { token, body: {}, headers: { "x-forwarded-for": ip } });
    const statuses = [
      (await write(investor.token, "/api/withdrawals", "10.40.0.1")).status,
      (await write(investor.token, "/api/shares", "10.40.0.2")).status,
      (await write(investor.token, "/api/loans/request", "10.40.0.3")).status,
    ];
    expect(statuses).not.toContain(429);
    const fourth = await write(investor.token, "/api/shares/sell-back", "10.40.0.4");
    expect(fourth).toMatchObject({ status: 429, body: { message: TOO_MANY_MONEY_REQUESTS } });
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await write(other.token, "/api/withdrawals", "10.40.0.4")).status).not.toBe(429);
  });
});
