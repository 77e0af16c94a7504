import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Kysely } from "kysely";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { Database } from "../db/schema.js";
import { copyRows } from "./copy-rows.js";

/** The client behind a rebuild lane's Kysely (rebuild.ts registers it). */
const laneClients = new WeakMap<object, pg.PoolClient>();

export function registerBulkClient(db: Kysely<Database>, client: pg.PoolClient): void {
  laneClients.set(db, client);
}

const NEEDS_ESCAPE = /[\\\t\n\r]/;

/**
 * COPY for a rebuild's loaders: the same rows in the same text format as copyRows, written as
 * one chunk per call (a batch's rows), with strings scanned for the characters COPY escapes and
 * numbers, bigints and booleans written as they are (they never hold one). A million events
 * make three million rows: copyRows' per-value escaping test and its 1,000-row chunks each cost
 * a Buffer and a stream write. Elsewhere (a Kysely no rebuild lane registered) it is copyRows.
 */
export async function bulkCopy(
  trx: Kysely<Database>,
  table: string,
  columns: Array<[name: string, pgType: string]>,
  rows: unknown[][],
): Promise<void> {
  if (rows.length === 0) return;
  const client = laneClients.get(trx);
  if (!client) return await copyRows(trx, table, columns, rows);
  let text = "";
  for (const r of rows) {
    for (let k = 0; k < r.length; k++) {
      const v = r[k];
      let s: string;
      if (typeof v === "string") s = NEEDS_ESCAPE.test(v) ? copyEscape(v) : v;
      else if (v === null || v === undefined) s = "\\N";
      else if (typeof v === "number" || typeof v === "bigint" || typeof v === "boolean") s = String(v);
      else if (v instanceof Date) s = v.toISOString();
      else s = copyEscape(String(v));
      text += k === 0 ? s : `\t${s}`;
    }
    text += "\n";
  }
  const stream = client.query(copyFrom(`COPY ${table} (${columns.map(([n]) => n).join(", ")}) FROM STDIN`));
  await pipeline(Readable.from([text]), stream);
}

function copyEscape(s: string): string {
  if (!NEEDS_ESCAPE.test(s)) return s;
  return s.replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r");
}
