import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMigratedTestDatabase, TEST_PG_ADMIN_URL } from "../testing/test-database.js";
import { describeEventStoreContract } from "./event-store.contract.js";
import { PostgresEventStore } from "./postgres-event-store.js";

describeEventStoreContract(
  "PostgreSQL",
  async () => {
    const database = await createMigratedTestDatabase("es");
    const store = new PostgresEventStore(database.handle.pool);
    return {
      store,
      holdOpenAppend: async (streamId, expectedVersion, events) => store.openAppend([{ streamId, expectedVersion, events }]),
      async cleanup() {
        await store.close();
        await database.drop();
      },
    };
  },
  { atomicAppendMany: true, lateCommits: true, reportsRacingDuplicate: true },
);

describe("PostgreSQL event store: catch-up reads wait only for appenders", () => {
  let database: Awaited<ReturnType<typeof createMigratedTestDatabase>>;
  let store: PostgresEventStore;
  const event = () => ({ eventId: randomUUID(), type: "TestEvent", data: { n: 1 } });

  /** Opens a transaction that has a transaction id and stays open until the returned end(). */
  async function openTransaction(connectionString: string, firstWrite: string) {
    const client = new pg.Client({ connectionString });
    await client.connect();
    await client.query("BEGIN");
    await client.query(firstWrite);
    await client.query("SELECT pg_current_xact_id()");
    return async () => {
      await client.query("ROLLBACK");
      await client.end();
    };
  }

  async function expectAppendVisible() {
    const before = await store.headPosition();
    const e = event();
    await store.append(`visible-${randomUUID()}`, 0, [e]);
    const page = await store.readAll({ after: before, limit: 10 });
    expect(page.map((r) => r.eventId)).toEqual([e.eventId]);
  }

  beforeAll(async () => {
    database = await createMigratedTestDatabase("es");
    store = new PostgresEventStore(database.handle.pool);
    await database.handle.pool.query("CREATE TABLE scratch (n int)");
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("when a transaction in another database stays open, then readAll still returns new events", async () => {
    const end = await openTransaction(TEST_PG_ADMIN_URL, "CREATE TEMP TABLE elsewhere (n int)");
    try {
      await expectAppendVisible();
    } finally {
      await end();
    }
  });

  it("when a transaction of this database that writes no events stays open, then readAll is not held back", async () => {
    const end = await openTransaction(database.url, "INSERT INTO scratch VALUES (1)");
    try {
      await expectAppendVisible();
    } finally {
      await end();
    }
  });

  it("when an append stays open, then readAll stops before it until it ends", async () => {
    const before = await store.headPosition();
    const held = await store.openAppend([{ streamId: `held-${randomUUID()}`, expectedVersion: 0, events: [event()] }]);
    await store.append(`after-${randomUUID()}`, 0, [event()]);
    expect(await store.readAll({ after: before, limit: 10 })).toEqual([]);
    await held.rollback();
    expect(await store.readAll({ after: before, limit: 10 })).toHaveLength(1);
  });
});
