import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.js";

// NUMERIC and BIGINT come back as strings: money never passes through a JS float.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => v);
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

export const LIVE_READ_SCHEMA = "rm";

export interface DatabaseHandle {
  pool: pg.Pool;
  db: Kysely<Database>;
  /** Schema holding the read models this handle reads and writes. */
  readSchema: string;
  close(): Promise<void>;
}

/**
 * One pool per process part. Read-model tables are unqualified in queries, so a replay can fill a
 * fresh schema with the very same projection code. The live schema needs nothing on the
 * connection: the database's own defaults (migration 0008) put `rm` first in the search_path and
 * turn JIT off, so a pooler in transaction mode (PgBouncer) can hand any server connection to any
 * process. Another schema (a replay) is set per connection at its start: such a handle must
 * connect to PostgreSQL directly, never through a transaction-mode pooler.
 */
export function createDatabase(options: {
  connectionString: string;
  readSchema?: string;
  max?: number;
  applicationName?: string;
  /**
   * false: statements are sent unnamed, so no prepared statement stays on a server connection
   * (PgBouncer before 1.21 in transaction mode hands the next transaction another connection,
   * where a named one is missing or already exists). Default true: each connection plans the
   * hot statements once.
   */
  preparedStatements?: boolean;
}): DatabaseHandle {
  const readSchema = options.readSchema ?? LIVE_READ_SCHEMA;
  if (!/^[a-z_][a-z0-9_]*$/.test(readSchema)) throw new Error(`bad schema name: ${readSchema}`);
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    ...(readSchema === LIVE_READ_SCHEMA ? {} : { options: `-c search_path=${readSchema},public -c jit=off` }),
    application_name: options.applicationName ?? "share-invest",
  });
  // An idle client that loses its server (restart, terminate) must not crash the process.
  pool.on("error", () => {});
  // A checked-out client (a transaction, an append) whose server goes away between two queries
  // emits 'error' too, and pg-pool only listens while a client is idle: without this listener
  // pg_terminate_backend or a PostgreSQL restart crashes the process. The next query fails
  // instead, and pg-pool discards the broken client when it is released.
  pool.on("connect", (client) => {
    client.on("error", () => {});
    if (options.preparedStatements === false) sendUnnamed(client);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    pool,
    db,
    readSchema,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

/** Drops the name of every statement this client sends (pool.query goes through it too). */
function sendUnnamed(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    if (config && typeof config === "object" && "name" in config && "text" in config) {
      const { name: _unnamed, ...unnamed } = config as { name: unknown };
      return query(unnamed, ...rest);
    }
    return query(config, ...rest);
  };
}
