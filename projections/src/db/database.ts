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
 * One pool per process part. Read-model tables are unqualified in queries: the connection's
 * search_path puts the read-model schema first, so a replay can fill a fresh schema with the
 * very same projection code.
 */
export function createDatabase(options: {
  connectionString: string;
  readSchema?: string;
  max?: number;
  applicationName?: string;
}): DatabaseHandle {
  const readSchema = options.readSchema ?? LIVE_READ_SCHEMA;
  if (!/^[a-z_][a-z0-9_]*$/.test(readSchema)) throw new Error(`bad schema name: ${readSchema}`);
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    // No JIT compilation: our statements are short, and where the planner over-estimates a
    // batch (statistics not yet gathered on a grown table, per-id probes of 500 streams) it
    // compiled and optimized each execution, 130 ms of a 140 ms statement (a profit run of
    // 100,000 investors took 42 s instead of 24).
    options: `-c search_path=${readSchema},public -c jit=off`,
    application_name: options.applicationName ?? "share-invest",
  });
  // An idle client that loses its server (restart, terminate) must not crash the process.
  pool.on("error", () => {});
  // A checked-out client (a transaction, an append) whose server goes away between two queries
  // emits 'error' too, and pg-pool only listens while a client is idle: without this listener
  // pg_terminate_backend or a PostgreSQL restart crashes the process. The next query fails
  // instead, and pg-pool discards the broken client when it is released.
  pool.on("connect", (client) => client.on("error", () => {}));
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
