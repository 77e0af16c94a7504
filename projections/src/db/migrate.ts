import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import pg from "pg";
import { migrations } from "./migrations/index.js";

/** Every migration of ./migrations, by name (the list in its index, so a bundle carries them). */
class ListedMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * Applies pending migrations of the public schema (event store, content, run bookkeeping), all in
 * one transaction that first takes a transaction-scoped lock: two processes starting at once do
 * not both migrate, and nothing outlives the transaction on a pooled server connection (Kysely's
 * own session lock is taken and released inside it, on the same connection).
 */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  return await db.connection().execute(async (conn) => {
    await sql`BEGIN`.execute(conn);
    try {
      await sql`SELECT pg_advisory_xact_lock(724001)`.execute(conn);
      const migrator = new Migrator({ db: conn, provider: new ListedMigrationProvider(), disableTransactions: true });
      const { error, results } = await migrator.migrateToLatest();
      const failed = results?.find((r) => r.status === "Error");
      if (error || failed) throw failed ? new Error(`migration ${failed.migrationName} failed: ${String(error)}`) : error;
      // This connection may have opened before migration 0008 set the database's defaults.
      await sql`SELECT set_config('search_path', 'rm, public', false), set_config('jit', 'off', false)`.execute(conn);
      await sql`COMMIT`.execute(conn);
      return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
    } catch (error) {
      await sql`ROLLBACK`.execute(conn).catch(() => {});
      throw error;
    }
  });
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
