import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { DatabaseHandle } from "../db/database.js";
import type { Projection } from "./projection.js";

const CHECKPOINT_DDL = [
  `CREATE TABLE rm_checkpoint (
     id INTEGER PRIMARY KEY DEFAULT 1 CHECK (id = 1),
     commit_pos BIGINT NOT NULL DEFAULT 0,
     prepare_pos BIGINT NOT NULL DEFAULT 0,
     events_applied BIGINT NOT NULL DEFAULT 0,
     updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
   )`,
  "INSERT INTO rm_checkpoint (id) VALUES (1)",
  "CREATE TABLE rm_meta (ddl_hash TEXT NOT NULL)",
];

export function ddlHash(projections: Projection[]): string {
  return createHash("sha256")
    .update(JSON.stringify(projections.map((p) => [p.name, p.ddl])))
    .digest("hex");
}

/** Which statements make a schema: CREATE TABLE ones before any row, the rest possibly after. */
export interface SchemaPlan {
  /** Run on the empty schema (tables, the checkpoint and meta tables, seed rows). */
  create: string[];
  /** Secondary indexes and deferred primary keys: run after a bulk load (empty unless deferred). */
  afterLoad: string[];
}

const TABLE_NAME = /^\s*CREATE TABLE\s+(\w+)/i;
const TRAILING_KEY = /,\s*PRIMARY KEY\s*\(([^)]*)\)\s*\)\s*$/i;

/**
 * The statements of these projections' schema. With `deferIndexes` (a rebuild into an empty
 * schema), CREATE INDEX statements and the table-level primary keys of the projections'
 * `rebuild.keysAfterLoad` tables move to `afterLoad`: building an index over loaded rows is a
 * sort, much cheaper than maintaining it row by row. The finished schema is the same.
 */
export function schemaPlan(projections: Projection[], options: { unlogged?: boolean; deferIndexes?: boolean } = {}): SchemaPlan {
  const create: string[] = [];
  const afterLoad: string[] = [];
  const keysLater = new Set(options.deferIndexes ? projections.flatMap((p) => p.rebuild?.keysAfterLoad ?? []) : []);
  for (const statement of [...CHECKPOINT_DDL, ...projections.flatMap((p) => p.ddl)]) {
    if (options.deferIndexes && /^\s*CREATE\s+(UNIQUE\s+)?INDEX/i.test(statement)) {
      afterLoad.push(statement);
      continue;
    }
    let ddl = statement;
    const table = TABLE_NAME.exec(statement)?.[1];
    if (table && keysLater.has(table)) {
      const key = TRAILING_KEY.exec(statement);
      if (!key) throw new Error(`${table}: keysAfterLoad needs a table-level PRIMARY KEY as its last element`);
      ddl = `${statement.slice(0, key.index)}\n)`;
      afterLoad.push(`ALTER TABLE ${table} ADD PRIMARY KEY (${key[1]})`);
      keysLater.delete(table);
    }
    // A replay's scratch schema needs no WAL: it is checksummed and dropped.
    create.push(options.unlogged ? ddl.replace(/^\s*CREATE TABLE/i, "CREATE UNLOGGED TABLE") : ddl);
  }
  if (keysLater.size > 0) throw new Error(`keysAfterLoad names unknown tables: ${[...keysLater].join(", ")}`);
  return { create, afterLoad };
}

/**
 * Makes the handle's read schema hold exactly these projections' tables. Read models are
 * disposable: when their DDL changed since the schema was built, the schema is dropped and
 * rebuilt empty, and the runner replays it from event 0. Returns true when it (re)built.
 */
export async function ensureReadModelSchema(
  handle: DatabaseHandle,
  projections: Projection[],
  options: { unlogged?: boolean } = {},
): Promise<boolean> {
  const schema = handle.readSchema;
  const hash = ddlHash(projections);
  // One transaction under a transaction-scoped lock: two processes starting at once build it once,
  // and no lock outlives the transaction on a pooled server connection.
  return await handle.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`rm:${schema}`}))`.execute(trx);
    const exists = await sql<{ ok: boolean }>`
      SELECT EXISTS (SELECT 1 FROM information_schema.tables WHERE table_schema = ${schema} AND table_name = 'rm_meta') AS ok`.execute(trx);
    if (exists.rows[0]?.ok) {
      const meta = await sql<{ ddl_hash: string }>`SELECT ddl_hash FROM ${sql.table(`${schema}.rm_meta`)}`.execute(trx);
      if (meta.rows[0]?.ddl_hash === hash) return false;
    }
    await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(trx);
    await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(trx);
    await sql`SET LOCAL search_path TO ${sql.id(schema)}, public`.execute(trx);
    for (const statement of schemaPlan(projections, options).create) await sql.raw(statement).execute(trx);
    await sql`INSERT INTO rm_meta (ddl_hash) VALUES (${hash})`.execute(trx);
    return true;
  });
}

export async function dropReadModelSchema(handle: DatabaseHandle): Promise<void> {
  await sql`DROP SCHEMA IF EXISTS ${sql.id(handle.readSchema)} CASCADE`.execute(handle.db);
}
