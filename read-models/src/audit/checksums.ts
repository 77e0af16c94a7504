import { sql, type Kysely } from "kysely";

export interface TableChecksum {
  table: string;
  rows: string;
  checksum: string;
}

/**
 * An order-independent checksum of a table: the row count and the sum of each row's md5
 * (first 64 bits). Two tables with the same rows give the same figures, whatever the order.
 */
export async function tableChecksum(db: Kysely<any>, schema: string, table: string): Promise<TableChecksum> {
  const r = await sql<{ rows: string; checksum: string }>`
    SELECT count(*)::text AS rows,
           coalesce(sum(('x' || substr(md5(t::text), 1, 16))::bit(64)::bigint::numeric), 0)::text AS checksum
    FROM ${sql.table(`${schema}.${table}`)} AS t`.execute(db);
  const row = r.rows[0] as { rows: string; checksum: string };
  return { table, rows: row.rows, checksum: row.checksum };
}
