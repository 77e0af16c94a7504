import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "./schema.js";

/** What every request row read here carries besides its own figures: its investor and its decision. */
export interface RequestRowBase<Status extends string> {
  userId: string;
  fullName: string;
  email: string;
  status: Status;
  requestedAt: Date;
  decidedAt: Date | null;
  rejectionReason: string | null;
}

/** RequestRowBase's columns: the investor's id, name and email, and the request's decision. */
const BASE_COLUMNS = sql`r.user_id AS "userId", coalesce(u.full_name, '') AS "fullName", coalesce(u.email, '') AS "email",
  r.status, r.requested_at AS "requestedAt", r.decided_at AS "decidedAt", r.rejection_reason AS "rejectionReason"`;

/**
 * The reads of a request table (purchases, withdrawals, sell-backs), each row with its investor's
 * name and email (users are content; joined at read time). `ownColumns` select the row's own
 * figures (besides RequestRowBase's, selected here) from `r`, the request row, and `u`, its user;
 * lists are newest first. The functions need no `this`.
 */
export function requestQueries<Row>(table: string, idColumn: string, ownColumns: RawBuilder<unknown>) {
  const columns = sql`${ownColumns}, ${BASE_COLUMNS}`;
  const from = sql`${sql.table(table)} r LEFT JOIN users u ON u.id::text = r.user_id`;
  const newestFirst = sql`ORDER BY r.requested_at DESC, r.global_position DESC`;
  /** `pageSize` a page; `userId` null lists everyone's (admin); `total` counts every row of the `status` (all when absent). */
  const page = async (
    db: Kysely<Database>,
    options: { userId: string | null; page: number; pageSize: number; status?: string | undefined },
  ): Promise<{ rows: Row[]; total: number }> => {
    const owner = options.userId === null ? sql`true` : sql`r.user_id = ${options.userId}`;
    const status = options.status ?? null;
    const where = sql`${owner} AND (${status}::text IS NULL OR r.status = ${status})`;
    const [rows, count] = await Promise.all([
      sql<Row>`
        SELECT ${columns} FROM ${from} WHERE ${where}
        ${newestFirst} LIMIT ${options.pageSize} OFFSET ${(options.page - 1) * options.pageSize}`.execute(db),
      sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.table(table)} r WHERE ${where}`.execute(db),
    ]);
    return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
  };
  return {
    page,
    /** An admin's page: everyone's rows; `status` absent lists every status. */
    adminPage: (db: Kysely<Database>, pageNumber: number, pageSize: number, status?: string) =>
      page(db, { userId: null, page: pageNumber, pageSize, status }),
    ofUser: async (db: Kysely<Database>, userId: string): Promise<Row[]> =>
      (await sql<Row>`SELECT ${columns} FROM ${from} WHERE r.user_id = ${userId} ${newestFirst}`.execute(db)).rows,
    byId: async (db: Kysely<Database>, id: string): Promise<Row | null> =>
      (await sql<Row>`SELECT ${columns} FROM ${from} WHERE ${sql.ref(`r.${idColumn}`)} = ${id}`.execute(db)).rows[0] ?? null,
  };
}
