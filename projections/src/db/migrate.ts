import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import pg from "pg";
import { migrations } from "./migrations/index.js";

/** Migrations and the table that records which of them ran (each set its own, in schema public). */
export interface MigrationSet {
  table: string;
  migrations: Record<string, Migration>;
}

/** This part's set (./migrations: event store, database defaults, leases), in Kysely's default table. */
export const projectionMigrations: MigrationSet = { table: "kysely_migration", migrations };

/** A set's migrations, by name (the list in its index, so a bundle carries them). */
class ListedMigrationProvider implements MigrationProvider {
  constructor(private readonly listed: Record<string, Migration>) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return this.listed;
  }
}

/**
 * Applies pending migrations of the public schema: this part's set, then each `later` set in
 * order (the ledger service passes its own, the tables its commands write). All in one
 * transaction that first takes a transaction-scoped lock: two processes starting at once do not
 * both migrate, and nothing outlives the transaction on a pooled server connection (Kysely's own
 * session lock is taken and released inside it, on the same connection).
 */
export async function migrateToLatest(db: Kysely<any>, later: MigrationSet[] = []): Promise<string[]> {
  return await db.connection().execute(async (conn) => {
    await sql`BEGIN`.execute(conn);
    try {
      await sql`SELECT pg_advisory_xact_lock(724001)`.execute(conn);
      // Tables and bookkeeping go to public, never to \`rm\` (first in the database's search_path), which a rebuild drops.
      await sql`SET LOCAL search_path TO public`.execute(conn);
      for (const set of later) await takeOverRecords(conn, projectionMigrations.table, set);
      const applied: string[] = [];
      for (const set of [projectionMigrations, ...later]) applied.push(...(await migrateSet(conn, set)));
      // This connection may have opened before migration 0008 set the database's defaults.
      await sql`SELECT set_config('search_path', 'rm, public', false), set_config('jit', 'off', false)`.execute(conn);
      await sql`COMMIT`.execute(conn);
      return applied;
    } catch (error) {
      await sql`ROLLBACK`.execute(conn).catch(() => {});
      throw error;
    }
  });
}

async function migrateSet(conn: Kysely<any>, set: MigrationSet): Promise<string[]> {
  const migrator = new Migrator({
    db: conn,
    provider: new ListedMigrationProvider(set.migrations),
    migrationTableName: set.table,
    migrationLockTableName: `${set.table}_lock`,
    disableTransactions: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) throw failed ? new Error(`migration ${failed.migrationName} failed: ${String(error)}`) : error;
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/**
 * A database migrated while one list held every migration has `set`'s records in the first
 * set's table: they move, timestamps kept, to `set`'s own table. The records decide, not whether
 * a table exists, because such a database ran exactly those migrations (IF NOT EXISTS would
 * skip a CREATE TABLE but run the ALTERs beside it again).
 */
async function takeOverRecords(conn: Kysely<any>, from: string, set: MigrationSet): Promise<void> {
  const names = Object.keys(set.migrations);
  const found = await sql<{ ok: boolean }>`SELECT to_regclass(${from}) IS NOT NULL AS ok`.execute(conn);
  if (!found.rows[0]?.ok) return;
  const held = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(from)} WHERE name = ANY(${names}::text[])`.execute(conn);
  if ((held.rows[0]?.n ?? 0) === 0) return;
  await sql`CREATE TABLE IF NOT EXISTS ${sql.table(set.table)} (name VARCHAR(255) NOT NULL PRIMARY KEY, timestamp VARCHAR(255) NOT NULL)`.execute(
    conn,
  );
  await sql`
    WITH moved AS (DELETE FROM ${sql.table(from)} WHERE name = ANY(${names}::text[]) RETURNING name, timestamp)
    INSERT INTO ${sql.table(set.table)} (name, timestamp) SELECT name, timestamp FROM moved`.execute(conn);
}

/** Creates the database named in the URL when it does not exist (first `npm start`). */
export async function ensureDatabaseExists(connectionString: string): Promise<void> {
  const url = new URL(connectionString);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ""));
  if (!name) return;
  const adminUrl = new URL(connectionString);
  adminUrl.pathname = "/postgres";
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`).catch((e: { code?: string }) => {
        if (e.code !== "42P04") throw e; // created meanwhile by another process
      });
    }
  } finally {
    await client.end();
  }
}
