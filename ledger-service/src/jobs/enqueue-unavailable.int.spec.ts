import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/test-app.js";
import { freePort } from "../../testing/ports.js";

/** With the queues' Redis unreachable, the requests that enqueue a job answer a clear 503 at once (issue 28, item 4). */
const UNAVAILABLE = { message: "Service temporarily unavailable. Please try again." };

let app: TestApp;
let admin: Awaited<ReturnType<TestApp["createUser"]>>;

beforeAll(async () => {
  // Nothing listens on a free port: Redis there is "down" from the first command.
  app = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
  admin = await app.createUser({ isAdmin: true });
}, 60_000);
afterAll(async () => {
  await app?.stop();
}, 60_000);

const timed = async <T>(call: () => Promise<T>) => {
  const started = performance.now();
  const answer = await call();
  return { answer, ms: performance.now() - started };
};

async function rows(table: "money_runs" | "broadcasts"): Promise<number> {
  const r = await app.ctx.db
    .selectFrom(table)
    .select((e) => e.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

describe("Redis unreachable when a job would be enqueued", () => {
  it("when an admin starts a profit run, a referral reward run or a broadcast, then each answers 503 with a plain message within 2 s and records nothing", async () => {
    const events = await app.eventCount();
    const starts = [
      () => app.api("POST", "/api/profits/credit", { token: admin.token, body: { percentage: "1" } }),
      () => app.api("POST", "/api/admin/referral-rewards/distribute", { token: admin.token, body: { percentage: "1" } }),
      () => app.api("POST", "/api/admin/broadcast", { token: admin.token, body: { subject: "Notice", message: "<p>Hello</p>" } }),
    ];
    for (const start of starts) {
      const { answer, ms } = await timed(start);
      expect(answer).toMatchObject({ status: 503, body: UNAVAILABLE });
      expect(ms).toBeLessThan(2000);
    }
    expect(await app.eventCount()).toBe(events);
    expect(await rows("money_runs")).toBe(0);
    expect(await rows("broadcasts")).toBe(0);
  }, 60_000);
});
