import type { AppContext } from "../runtime/context.js";

// The token check's two queries of a request's session on every authenticated request
// (user_sessions, written by auth/session-records.ts).

/** The session's token version while it has not ended (null: ended or not this user's). */
export async function sessionVersion(ctx: AppContext, sessionId: string, userId: string): Promise<number | null> {
  const row = await ctx.db
    .selectFrom("user_sessions")
    .select("token_version")
    .where("id", "=", sessionId)
    .where("user_id", "=", userId)
    .where("ended_at", "is", null)
    .executeTakeFirst();
  return row?.token_version ?? null;
}

/** Called with the idle tracker's refresh (at most once a minute per token and process). */
export async function sessionSeen(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db
    .updateTable("user_sessions")
    .set({ last_seen_at: ctx.clock() })
    .where("id", "=", sessionId)
    .where("ended_at", "is", null)
    .execute()
    .catch((err) => ctx.logger.warn({ err }, "could not record a session's activity"));
}
