import type { Database } from "@app/projections";
import { type Kysely, sql } from "kysely";
import type { RunProgress } from "../platform/metrics.js";

/** The running runs and the latest run of each kind, as the run progress gauges show them. */
export async function currentRuns(db: Kysely<Database>): Promise<RunProgress[]> {
  const r = await sql<{ id: string; kind: "profit" | "reward"; status: string; total: number; processed: number }>`
    SELECT id, kind, status, total, processed FROM money_runs WHERE status = 'running'
    UNION
    (SELECT DISTINCT ON (kind) id, kind, status, total, processed FROM money_runs ORDER BY kind, started_at DESC)`.execute(db);
  return r.rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    members: Number(row.total),
    credited: Number(row.processed),
  }));
}

/** Actions admins did alone in the last 24 hours, by kind (the approved_alone read model). */
export async function approvedAloneLastDay(db: Kysely<Database>, now: Date): Promise<{ action: string; count: number }[]> {
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  const r = await sql<{ action: string; count: number }>`
    SELECT kind AS action, count(*)::int AS count FROM approved_alone WHERE at > ${since}::timestamptz GROUP BY kind ORDER BY kind`.execute(
    db,
  );
  return r.rows;
}
