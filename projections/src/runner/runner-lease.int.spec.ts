import { randomUUID } from "node:crypto";
import { parseEvent } from "@app/contracts";
import { PostgresEventStore } from "@app/event-store/postgres-event-store";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMigratedTestDatabase } from "../../testing/test-database.js";
import { createDatabase, type DatabaseHandle } from "../db/database.js";
import { ProjectionRunner } from "./projection-runner.js";
import type { Projection } from "./projection.js";
import { ensureReadModelSchema } from "./read-model-schema.js";
import { Lease, LeaseLostError } from "./runner-lease.js";

type Db = Awaited<ReturnType<typeof createMigratedTestDatabase>>;
let database: Db;
let store: PostgresEventStore;

/** Records which runner applied each event: an event applied twice shows as two rows. */
function appliedBy(runner: string): Projection {
  return {
    name: "applied",
    tables: ["applied"],
    ddl: ["CREATE TABLE applied (event_id TEXT NOT NULL, runner TEXT NOT NULL)"],
    async apply(trx, events) {
      for (const e of events) await sql`INSERT INTO applied (event_id, runner) VALUES (${e.eventId}, ${runner})`.execute(trx);
    },
  };
}

async function appendEvents(n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const data = parseEvent("OfferingSharesAllocated", { purchaseId: randomUUID(), userId: randomUUID(), shares: "1" }).data;
    await store.append("offering", "any", [{ eventId: randomUUID(), type: "OfferingSharesAllocated", data }]);
  }
}

async function applied(): Promise<{ total: number; distinct: number; byRunner: Record<string, number> }> {
  const r = await sql<{ runner: string; n: number; d: number }>`
    SELECT runner, count(*)::int AS n, count(DISTINCT event_id)::int AS d FROM applied GROUP BY runner`.execute(database.handle.db);
  const all = await sql<{ n: number; d: number }>`SELECT count(*)::int AS n, count(DISTINCT event_id)::int AS d FROM applied`.execute(
    database.handle.db,
  );
  return {
    total: all.rows[0]?.n ?? 0,
    distinct: all.rows[0]?.d ?? 0,
    byRunner: Object.fromEntries(r.rows.map((row) => [row.runner, row.n])),
  };
}

async function eventually(what: string, ok: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`not within 20 s: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const lease = (handle: DatabaseHandle, holder: string) =>
  new Lease(handle.db, { name: "projection-runner:rm", holder, ttlMs: 1500, renewEveryMs: 200 });

beforeAll(async () => {
  database = await createMigratedTestDatabase("lease");
  store = new PostgresEventStore(database.handle.pool);
  await ensureReadModelSchema(database.handle, [appliedBy("")]);
}, 60_000);
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

describe("two projection runners with a lease", () => {
  it("when the active runner dies, then the standby takes over and every event is applied exactly once", async () => {
    // Each runner on its own pool, as in its own process: closing a pool is that process dying.
    const handleA = createDatabase({ connectionString: database.url, max: 3 });
    const handleB = createDatabase({ connectionString: database.url, max: 3 });
    const a = new ProjectionRunner({ store, handle: handleA, projections: [appliedBy("a")], lease: lease(handleA, "a"), idlePollMs: 5 });
    const b = new ProjectionRunner({ store, handle: handleB, projections: [appliedBy("b")], lease: lease(handleB, "b"), idlePollMs: 5 });
    try {
      a.start();
      await eventually("runner a holds the lease", async () => (await applied()).total > 0 || (await holder()) === "a");
      b.start();
      await appendEvents(20);
      await eventually("the first 20 events applied", async () => (await applied()).total >= 20);
      expect((await applied()).byRunner).toEqual({ a: 20 });

      await handleA.close();
      await appendEvents(20);
      await eventually("the standby applied the next 20 events", async () => (await applied()).distinct >= 40);
      expect(await applied()).toEqual({ total: 40, distinct: 40, byRunner: { a: 20, b: 20 } });
      expect(await holder()).toBe("b");
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await handleB.close();
    }
  }, 60_000);

  it("when a runner's lease was taken while it was away, then its next batch does not commit", async () => {
    const zombie = lease(database.handle, "zombie");
    const successor = lease(database.handle, "successor");
    // The lease lapses while its holder hangs; the successor takes it.
    await sql`UPDATE leases SET expires_at = now() - interval '1 second'`.execute(database.handle.db);
    expect(await zombie.tick()).toBe(true);
    await sql`UPDATE leases SET expires_at = now() - interval '1 second'`.execute(database.handle.db);
    expect(await successor.tick()).toBe(true);
    await appendEvents(5);
    const before = await applied();
    const runner = new ProjectionRunner({ store, handle: database.handle, projections: [appliedBy("zombie")], lease: zombie });
    await expect(runner.runOnce()).rejects.toBeInstanceOf(LeaseLostError);
    expect(zombie.held).toBe(false);
    expect(await applied()).toEqual(before);
    // While its lease is held, a holder renews it, and the lapsed holder cannot take it back.
    expect(await successor.tick()).toBe(true);
    expect(await zombie.tick()).toBe(false);
  }, 60_000);
});

async function holder(): Promise<string | null> {
  const r = await sql<{ holder: string }>`SELECT holder FROM leases WHERE name = 'projection-runner:rm'`.execute(database.handle.db);
  return r.rows[0]?.holder ?? null;
}
