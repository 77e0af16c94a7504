import type { AppContext } from "../runtime/context.js";
import { ConflictError } from "../shared/errors.js";

/**
 * One decision at a time per approval, across every API process: a PostgreSQL advisory lock
 * held on its own connection while the approval is decided (released with the connection if
 * the process dies). A second admin clicking at the same moment gets 409 at once instead of
 * waiting; the expected-version checks of the appends stay the last word.
 */
export async function withApprovalLock<T>(ctx: AppContext, approvalId: string, work: () => Promise<T>): Promise<T> {
  const key = `approval:${approvalId}`;
  const client = await ctx.handle.pool.connect();
  let broken: Error | undefined;
  try {
    const r = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked", [key]);
    if (!r.rows[0]?.locked) throw new ConflictError("Another admin is deciding this request right now.");
    try {
      return await work();
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtextextended($1, 0))", [key]).catch((error: Error) => {
        broken = error;
      });
    }
  } finally {
    client.release(broken);
  }
}
