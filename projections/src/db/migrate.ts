import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import pg from "pg";
import { migrations } from "./migrations/index.js";

/** Every migration of ./migrations, by name (the list in its index, so a bundle carries them). */
class ListedMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** Applies pending migrations of the public schema (event store, content, run bookkeeping). */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Two processes starting at once must not both migrate.
  return await db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(724001)`.execute(conn);
    try {
      const migrator = new Migrator({ db: conn, provider: new ListedMigrationProvider() });
      const { error, results } = await migrator.migrateToLatest();
      if (error) throw error;
      return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
    } finally {
      await sql`SELECT pg_advisory_unlock(724001)`.execute(conn);
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
