import type { AppContext } from "../runtime/context.js";
import { ConflictError } from "../platform/errors.js";

/**
 * One decision at a time per approval, across every API process: a transaction-scoped advisory
 * lock, taken in a transaction kept open on its own connection while the approval is decided
 * (a pooler in transaction mode keeps that server connection for it; the lock goes with the
 * transaction if the process dies). A second admin clicking at the same moment gets 409 at once
 * instead of waiting; the expected-version checks of the appends stay the last word.
 */
export async function withApprovalLock<T>(ctx: AppContext, approvalId: string, work: () => Promise<T>): Promise<T> {
  const key = `approval:${approvalId}`;
  const client = await ctx.handle.pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("BEGIN");
    try {
      const r = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS locked", [key]);
      if (!r.rows[0]?.locked) throw new ConflictError("Another admin is deciding this request right now.");
      return await work();
    } finally {
      await client.query("COMMIT").catch((error: Error) => {
        broken = error;
      });
    }
  } finally {
    client.release(broken);
  }
}
