import { randomUUID } from "node:crypto";
import { allProjections, createDatabase, ensureReadModelSchema, migrateToLatest, projectionMigrations } from "@app/projections";
import { replayAndCompare } from "@app/projections/audit/replay";
import { rebuildReadModels } from "@app/projections/runner/rebuild";
import { createEmptyTestDatabase, type TestDatabase } from "@app/projections/testing/test-database";
import { type Kysely, type Migration, Migrator, sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.js";
import { tronWallet } from "../../testing/wallets.js";
import { creditBalanceForTest } from "../../testing/test-seeding.js";
import { migrateDatabase } from "./migrate.js";
import { ledgerMigrations } from "./migrations/index.js";

const { app } = useTestApp();

/** Every row of every table of schema public but the event store's (a rebuild reads, never writes, it). */
async function writeSide(db: Kysely<any>): Promise<Record<string, string>> {
  const tables = await sql<{ t: string }>`
    SELECT table_name AS t FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('events', 'streams', 'stream_snapshots')
    ORDER BY 1`.execute(db);
  const out: Record<string, string> = {};
  for (const { t } of tables.rows) {
    const r = await sql<{ n: string; sum: string }>`
      SELECT count(*)::text AS n, md5(coalesce(string_agg(x::text, E'\n' ORDER BY x::text), '')) AS sum FROM ${sql.table(`public.${t}`)} x`.execute(
      db,
    );
    out[t] = `${r.rows[0]?.n} rows ${r.rows[0]?.sum}`;
  }
  return out;
}

const recorded = async (db: Kysely<any>, table: string) =>
  (await sql<{ name: string }>`SELECT name FROM ${sql.table(`public.${table}`)} ORDER BY name`.execute(db)).rows.map((r) => r.name);

describe("the write side beside the read models", () => {
  it("when the read models are rebuilt, replayed and rebuilt for a new schema, then users, idempotency keys and every other command-side row stay, and a key still replays its first answer", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "100");
    const withdraw = () =>
      app.api("POST", "/api/withdrawals", {
        token: user.token,
        body: { amount: 10, wallet: tronWallet("write-side"), network: "USDT TRC20", source: "profit" },
        headers: { "Idempotency-Key": "before-rebuild" },
      });
    const first = await withdraw();
    expect(first.status).toBe(201);
    await app.settle();
    const before = await writeSide(app.ctx.db);
    expect(before.users).toMatch(/^1 rows /);
    expect(before.idempotency_keys).toMatch(/^1 rows /);

    await app.runtime.runner?.stop();
    await rebuildReadModels({ store: app.ctx.store, handle: app.ctx.handle, projections: allProjections });
    expect(
      (await replayAndCompare({ connectionString: app.config.DATABASE_URL, store: app.ctx.store, projections: allProjections })).equal,
    ).toBe(true);
    // A change of the read models' DDL drops the schema and builds it anew.
    expect(await ensureReadModelSchema(app.ctx.handle, allProjections.slice(1))).toBe(true);
    expect(await ensureReadModelSchema(app.ctx.handle, allProjections)).toBe(true);
    app.runtime.runner?.start();
    await app.settle();

    expect(await writeSide(app.ctx.db)).toEqual(before);
    expect(await migrateDatabase(app.ctx.db)).toEqual([]);
    const again = await withdraw();
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect((await app.api("GET", "/api/user/dashboard", { token: user.token })).body.user).toMatchObject({
      profitBalance: 90,
      withdrawalHold: 10,
    });
  }, 60_000);
});

describe("a database migrated while one list held every migration", () => {
  let database: TestDatabase | undefined;
  afterAll(async () => {
    await database?.drop();
  });

  it("when the service starts on it, then nothing runs again, the ledger's records move to their own table, and they survive a rebuild of the read models", async () => {
    database = await createEmptyTestDatabase("split");
    const old = createDatabase({ connectionString: database.url, max: 2 });
    const everything: Record<string, Migration> = { ...projectionMigrations.migrations, ...ledgerMigrations.migrations };
    const made = await new Migrator({ db: old.db, provider: { getMigrations: async () => everything } }).migrateToLatest();
    expect(made.error).toBeUndefined();
    await ensureReadModelSchema(old, allProjections);
    const id = randomUUID();
    await sql`INSERT INTO users (id, full_name, email, password_hash, referral_code) VALUES (${id}, 'Early', 'early@example.com', 'x', 'EARLY1')`.execute(
      old.db,
    );
    await old.close();

    // A new connection: the database's own search_path puts `rm` first.
    const handle = createDatabase({ connectionString: database.url, max: 2 });
    try {
      expect(await migrateDatabase(handle.db)).toEqual([]);
      expect(await recorded(handle.db, projectionMigrations.table)).toEqual(Object.keys(projectionMigrations.migrations));
      expect(await recorded(handle.db, ledgerMigrations.table)).toEqual(Object.keys(ledgerMigrations.migrations));
      await sql`DROP SCHEMA rm CASCADE`.execute(handle.db);
      expect(await migrateToLatest(handle.db, [ledgerMigrations])).toEqual([]);
      const users = await sql<{ email: string }>`SELECT email FROM users WHERE id = ${id}`.execute(handle.db);
      expect(users.rows).toEqual([{ email: "early@example.com" }]);
    } finally {
      await handle.close();
    }
  });
});
