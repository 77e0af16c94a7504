import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import pg from "pg";

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Every file in ./migrations, by name; each exports up(db). */
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(migrationsDir)).filter((f) => /^\d{4}-.*\.ts$/.test(f)).sort();
    const out: Record<string, Migration> = {};
    for (const file of files) {
      out[file.replace(/\.ts$/, "")] = (await import(pathToFileURL(path.join(migrationsDir, file)).href)) as Migration;
    }
    return out;
  }
}

/** Applies pending migrations of the public schema (event store, content, run bookkeeping). */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Two processes starting at once must not both migrate.
  return await db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(724001)`.execute(conn);
    try {
      const migrator = new Migrator({ db: conn, provider: new FolderMigrationProvider() });
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
