import { createHash } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.js";
import { tronWallet } from "../../testing/wallets.js";
import { creditBalanceForTest } from "../../testing/test-seeding.js";

/** Issue 36, point 6c: a crashed request's claim is a lease that runs out; old keys are purged. */
const { app } = useTestApp({ IDEMPOTENCY_LEASE_SECONDS: "30" });

const body = { amount: 10, wallet: tronWallet("lease"), network: "USDT TRC20", source: "profit" };
const withdraw = (token: string, key: string, b: Record<string, unknown> = body) =>
  app.api("POST", "/api/withdrawals", { token, body: b, headers: { "Idempotency-Key": key } });
const requested = async (userId: string) =>
  (await app.ctx.store.readStream(`investor-${userId}`)).filter((e) => e.type === "WithdrawalRequested").length;

/** The claim a request leaves when its process dies before answering: no status, no body. */
async function abandonedClaim(userId: string, key: string, b: Record<string, unknown>, secondsAgo: number) {
  const canonical = Object.fromEntries(
    Object.keys(b)
      .sort()
      .map((k) => [k, b[k]]),
  );
  const hash = createHash("sha256")
    .update(JSON.stringify(["POST", "/api/withdrawals", canonical]))
    .digest("hex");
  await sql`INSERT INTO idempotency_keys (user_id, idempotency_key, request_hash, created_at)
            VALUES (${userId}::uuid, ${key}, ${hash}, now() - make_interval(secs => ${secondsAgo}))`.execute(app.ctx.db);
}

describe("Idempotency-Key lease and purge", () => {
  it("when a request died holding its key, then a retry waits while the lease runs and goes through once it has run out; another request with that key is still 409", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "100");
    await abandonedClaim(user.id, "crashed-fresh", body, 1);
    const fresh = await withdraw(user.token, "crashed-fresh");
    expect(fresh).toMatchObject({ status: 409, body: { message: "A request with this Idempotency-Key is still being processed" } });

    await abandonedClaim(user.id, "crashed-old", body, 31);
    expect(await withdraw(user.token, "crashed-old", { ...body, amount: 11 })).toMatchObject({ status: 409 });
    const retried = await withdraw(user.token, "crashed-old");
    expect(retried.status).toBe(201);
    const replay = await withdraw(user.token, "crashed-old");
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await requested(user.id)).toBe(1);
  }, 30_000);

  it("when keys are older than 24 hours, then they and their stored bodies are purged by the next claim", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "100");
    await sql`INSERT INTO idempotency_keys (user_id, idempotency_key, request_hash, response_status, response_body, created_at, completed_at)
              VALUES (${user.id}::uuid, 'yesterday', 'h', 201, '{"secret":"old body"}', now() - interval '25 hours', now() - interval '25 hours')`.execute(
      app.ctx.db,
    );
    expect((await withdraw(user.token, "today")).status).toBe(201);
    await expect
      .poll(
        async () =>
          (
            await sql<{ n: number }>`SELECT count(*)::int AS n FROM idempotency_keys WHERE idempotency_key = 'yesterday'`.execute(
              app.ctx.db,
            )
          ).rows[0]?.n,
      )
      .toBe(0);
    const kept = await sql<{ n: number }>`SELECT count(*)::int AS n FROM idempotency_keys WHERE idempotency_key = 'today'`.execute(
      app.ctx.db,
    );
    expect(kept.rows[0]?.n).toBe(1);
  });
});
