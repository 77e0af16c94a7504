import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import { Kysely, PostgresDialect } from "kysely";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { Database } from "../db/schema.js";
import { insertRows } from "./batch-writes.js";

/** The raw client behind a runner batch's Kysely, so projections can COPY through it. */
const batchClients = new WeakMap<object, pg.PoolClient>();

/**
 * A Kysely instance whose every query runs on this one client (so a transaction begun on the
 * client spans them), and through which projections can COPY.
 */
export function clientKysely(client: pg.PoolClient): Kysely<Database> {
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: {
        connect: async () => ({
          query: (...args: unknown[]) => timedQuery(client, args),
          release: () => {},
        }),
        end: async () => {},
      } as never,
    }),
  });
  batchClients.set(db, client);
  return db;
}

/** Milliseconds per statement (its first words) of runner batches when PROFILE_PROJECTIONS is set. */
export const statementTimings = new Map<string, number>();
const profiling = Boolean(process.env.PROFILE_PROJECTIONS);

function timedQuery(client: pg.PoolClient, args: unknown[]): unknown {
  const run = () => (client.query as (...a: unknown[]) => unknown)(...args);
  if (!profiling) return run();
  const text = typeof args[0] === "string" ? args[0] : ((args[0] as { text?: string })?.text ?? "");
  const key = text.replace(/\s+/g, " ").trim().slice(0, 70);
  const t0 = performance.now();
  const done = () => statementTimings.set(key, (statementTimings.get(key) ?? 0) + performance.now() - t0);
  const result = run() as Promise<unknown>;
  result.then(done, done);
  return result;
}

const NEEDS_ESCAPE = /[\\\t\n\r]/;

function copyEscape(s: string): string {
  if (!NEEDS_ESCAPE.test(s)) return s;
  return s.replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r");
}

/**
 * Column types whose values are written unescaped: a number, position, id, amount or time never
 * holds a tab, newline or backslash. One that did would fail the COPY, never shift a value into
 * another column: a row with a column too many or too few, a value its type refuses, or `\N` (a
 * null) in a column that is NOT NULL, as every column COPY'd to is.
 */
const UNESCAPED_TYPES = new Set(["bigint", "int", "integer", "smallint", "numeric", "uuid", "timestamptz", "boolean"]);

/**
 * Rows in COPY's text format: strings scanned for the characters COPY escapes (but in the
 * columns `plain` marks), numbers, bigints and booleans written as they are (they never hold
 * one), dates as ISO 8601, null as \N.
 */
function copyText(rows: unknown[][], plain: boolean[]): string {
  let text = "";
  for (const r of rows) {
    for (let k = 0; k < r.length; k++) {
      const v = r[k];
      let s: string;
      if (typeof v === "string") s = plain[k] ? v : copyEscape(v);
      else if (v === null || v === undefined) s = "\\N";
      else if (typeof v === "number" || typeof v === "bigint" || typeof v === "boolean") s = String(v);
      else if (v instanceof Date) s = v.toISOString();
      else s = copyEscape(String(v));
      text += k === 0 ? s : `\t${s}`;
    }
    text += "\n";
  }
  return text;
}

/** COPY of the rows through this client, in chunks of 5,000 rows (one for a batch's rows). */
export async function copyThrough(
  client: pg.PoolClient,
  table: string,
  columns: Array<[name: string, pgType: string]>,
  rows: unknown[][],
): Promise<void> {
  const stream = client.query(copyFrom(`COPY ${table} (${columns.map(([n]) => n).join(", ")}) FROM STDIN`));
  const plain = columns.map(([, pgType]) => UNESCAPED_TYPES.has(pgType));
  function* chunks() {
    for (let i = 0; i < rows.length; i += 5000) yield copyText(rows.slice(i, i + 5000), plain);
  }
  await pipeline(Readable.from(chunks()), stream);
}

/**
 * Bulk-inserts rows with COPY inside the runner's batch transaction (several times faster
 * than INSERT for thousands of rows); elsewhere (a projection applied on its own) it falls
 * back to one INSERT ... SELECT unnest. Rows must not conflict with existing ones.
 */
export async function copyRows(
  trx: Kysely<Database>,
  table: string,
  columns: Array<[name: string, pgType: string]>,
  rows: unknown[][],
): Promise<void> {
  if (rows.length === 0) return;
  const client = batchClients.get(trx);
  if (!client) {
    await insertRows(trx, table, columns, rows, "DO NOTHING");
    return;
  }
  const t0 = performance.now();
  await copyThrough(client, table, columns, rows);
  if (profiling) statementTimings.set(`COPY ${table}`, (statementTimings.get(`COPY ${table}`) ?? 0) + performance.now() - t0);
}
