import { sql, type Kysely } from "kysely";

export interface TableChecksum {
  table: string;
  rows: string;
  checksum: string;
}

/**
 * Column types whose equality is identity of their text form (given the column's typmod, see
 * below): such a column is hashed as its value. Any other type (jsonb, whose 1.0 equals 1.00;
 * an unconstrained numeric; floats, whose -0 equals 0) is hashed as its text, so two rows
 * hash alike only when they print alike.
 */
const HASHED_AS_VALUE = new Set([
  "text",
  "varchar",
  "bpchar",
  "uuid",
  "int2",
  "int4",
  "int8",
  "bool",
  "timestamptz",
  "timestamp",
  "date",
  "_text",
]);

/**
 * An order-independent checksum of a table: the row count and the sum of each row's 64-bit
 * hash. A row's hash is PostgreSQL's hash of the record of its columns (hash_record_extended:
 * each column's own 64-bit hash, combined), passed through hashint8extended so that the sum is
 * not linear in the column hashes (two rows swapping one column's values would otherwise keep
 * the sum). Two tables with the same rows give the same figures, whatever the order. It
 * replaced the md5 of each row's text, which cost 3-5x more: printing a row (timestamps,
 * numerics, uuids) was most of a checksum's time. Numerics are hashed as values only when the
 * column fixes their scale (NUMERIC(p,s)), where equal values print alike.
 */
export async function tableChecksum(db: Kysely<any>, schema: string, table: string): Promise<TableChecksum> {
  const columns = await sql<{ name: string; type: string; typmod: number }>`
    SELECT a.attname AS name, t.typname AS type, a.atttypmod AS typmod
    FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
    WHERE a.attrelid = ${`${quoteIdent(schema)}.${quoteIdent(table)}`}::regclass AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY a.attnum`.execute(db);
  const fields = columns.rows.map((c) => {
    const column = `t.${quoteIdent(c.name)}`;
    return HASHED_AS_VALUE.has(c.type) || (c.type === "numeric" && c.typmod >= 0) ? column : `${column}::text`;
  });
  const r = await sql<{ rows: string; checksum: string }>`
    SELECT count(*)::text AS rows,
           coalesce(sum(hashint8extended(hash_record_extended(ROW(${sql.raw(fields.join(", "))}), 0), 1)::numeric), 0)::text AS checksum
    FROM ${sql.table(`${schema}.${table}`)} AS t`.execute(db);
  const row = r.rows[0] as { rows: string; checksum: string };
  return { table, rows: row.rows, checksum: row.checksum };
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
