import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDatabase, type DatabaseHandle } from "../src/db/database.js";
import { migrateToLatest } from "../src/db/migrate.js";

export const TEST_PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface TestDatabase {
  url: string;
  name: string;
  /** Drops the database (terminating leftover connections). */
  drop(): Promise<void>;
}

/** A fresh, empty PostgreSQL database for one test file; the test drops it when done. */
export async function createEmptyTestDatabase(prefix = "t"): Promise<TestDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      // Its app role (ledger-service migration 0070) is cluster-wide: it goes with the database.
      await c.query(`DROP ROLE IF EXISTS ${name.slice(0, 59)}_app`).catch(() => {});
      await c.end();
    },
  };
}

/** A fresh database with every migration applied, and a handle on it. */
export async function createMigratedTestDatabase(prefix = "t"): Promise<TestDatabase & { handle: DatabaseHandle }> {
  const testDb = await createEmptyTestDatabase(prefix);
  const handle = createDatabase({ connectionString: testDb.url, max: 8 });
  await migrateToLatest(handle.db);
  return {
    ...testDb,
    handle,
    async drop() {
      await handle.close();
      await testDb.drop();
    },
  };
}
