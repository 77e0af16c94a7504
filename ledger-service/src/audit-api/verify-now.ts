import type pg from "pg";
import type { AppContext } from "../runtime/context.js";
import { verifyLedger } from "../audit/verify.js";

/** The advisory lock a running "Verify now" holds (two int4 keys: 'audt', 'vrfy'), per database. */
const LOCK = [0x61756474, 0x76726679] as const;

/**
 * "Verify now" from the audit screen: the same verifyLedger `npm run ledger:verify` runs, in the
 * background, its result recorded in audit_runs like the CLI's. One at a time across every API
 * host: the run holds a transaction-scoped advisory lock in a transaction kept open on its own
 * connection for its whole length (a transaction-mode pooler keeps that server connection for
 * it), so a second start while it runs (from any host) finds the lock taken and starts nothing.
 */
export async function startVerification(ctx: AppContext): Promise<{ started: boolean; startedAt: string | null }> {
  const client = await ctx.handle.pool.connect();
  let locked = false;
  try {
    await client.query("BEGIN");
    const res = await client.query<{ ok: boolean }>("SELECT pg_try_advisory_xact_lock($1, $2) AS ok", [...LOCK]);
    locked = res.rows[0]?.ok === true;
  } catch (error) {
    client.release(true);
    throw error;
  }
  if (!locked) {
    await client.query("ROLLBACK").catch(() => {});
    client.release();
    return { started: false, startedAt: await runningSince(ctx) };
  }
  const startedAt = ctx.clock().toISOString();
  void runHoldingLock(ctx, client);
  return { started: true, startedAt };
}

async function runHoldingLock(ctx: AppContext, client: pg.PoolClient): Promise<void> {
  try {
    let ok = false;
    let report: unknown;
    try {
      const results = await verifyLedger(ctx.db, ctx.store);
      ok = results.every((r) => r.ok);
      report = results;
    } catch (error) {
      ctx.logger.error({ err: error }, "verify now: the verification stopped with an error");
      report = [{ name: "the verification ran to the end", ok: false, detail: "it stopped with an error (see the server log)" }];
    }
    await ctx.db
      .insertInto("audit_runs")
      .values({ kind: "verify", ok, report: JSON.stringify(report) })
      .execute();
  } catch (error) {
    ctx.logger.error({ err: error }, "verify now: the result could not be recorded");
  } finally {
    const ended = await client.query("COMMIT").then(
      () => true,
      () => false,
    );
    client.release(ended ? undefined : true);
  }
}

/** When the running verification (on any host) took its lock, or null when none runs. */
export async function runningSince(ctx: AppContext): Promise<string | null> {
  const res = await ctx.handle.pool.query<{ since: Date | null }>(
    `SELECT a.xact_start AS since FROM pg_locks l LEFT JOIN pg_stat_activity a ON a.pid = l.pid
     WHERE l.locktype = 'advisory' AND l.granted AND l.classid = $1::int::oid AND l.objid = $2::int::oid AND l.objsubid = 2
       AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    [...LOCK],
  );
  if (res.rows.length === 0) return null;
  return res.rows[0]?.since ? new Date(res.rows[0].since).toISOString() : ctx.clock().toISOString();
}
