import { randomUUID } from "node:crypto";
import type { SessionList } from "@app/contracts";
import jwt from "jsonwebtoken";
import { sql } from "kysely";
import type { AppContext } from "../runtime/context.js";
import { type AuthUser, signToken } from "../shared/auth.js";
import { NotFoundError } from "../platform/errors.js";
import { deviceName } from "./device-name.js";

/**
 * Each sign-in is a row of user_sessions (PostgreSQL, so every API process sees it): the token
 * carries the row's id (`sid`), never the other way round; no token or hash of one is stored.
 * A token with a session is current while its row has not ended and carries the user's token
 * version (shared/auth.ts checks this on every request): ending one session ends its row;
 * ending all others bumps the user's version and gives only the current row the new one, which
 * also ends tokens issued before sessions existed.
 */
export const SESSION_NOT_FOUND = "Session not found.";

export interface SessionClient {
  ip: string;
  userAgent: string | undefined;
}

/**
 * A new session and its token. `newDevice`: this user has never signed in before from this
 * device and address (the caller mails the account).
 */
export async function startSession(
  ctx: AppContext,
  user: { id: string; is_admin: boolean; is_auditor: boolean; token_version: number },
  client: SessionClient,
): Promise<{ token: string; newDevice: boolean; device: string; address: string }> {
  const id = randomUUID();
  const device = deviceName(client.userAgent);
  const address = client.ip.slice(0, 100);
  const token = signToken(ctx, {
    id: user.id,
    isAdmin: user.is_admin,
    isAuditor: user.is_auditor,
    tokenVersion: user.token_version,
    sessionId: id,
  });
  const exp = (jwt.decode(token) as { exp?: number } | null)?.exp;
  const now = ctx.clock();
  const known = await ctx.db
    .selectFrom("user_sessions")
    .select("id")
    .where("user_id", "=", user.id)
    .where("device", "=", device)
    .where("address", "=", address)
    .limit(1)
    .executeTakeFirst();
  await ctx.db
    .insertInto("user_sessions")
    .values({
      id,
      user_id: user.id,
      token_version: user.token_version,
      device,
      address,
      created_at: now,
      last_seen_at: now,
      expires_at: exp ? new Date(exp * 1000) : new Date(now.getTime() + 12 * 3600_000),
      ended_at: null,
    })
    .execute();
  return { token, newDevice: !known, device, address };
}

/** The sessions of `user` still signed in, the most recently used first. */
export async function listSessions(ctx: AppContext, user: AuthUser): Promise<SessionList> {
  const now = ctx.clock();
  // The idle tracker records activity at most once a minute: a row is idle a minute after the idle time.
  const idleSince = new Date(now.getTime() - (ctx.config.SESSION_IDLE_SECONDS + 60) * 1000);
  const rows = await ctx.db
    .selectFrom("user_sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select(["s.id", "s.device", "s.address", "s.last_seen_at", "s.created_at"])
    .where("s.user_id", "=", user.id)
    .where("s.ended_at", "is", null)
    .where(sql<boolean>`s.token_version = u.token_version`)
    .where("s.expires_at", ">", now)
    .where("s.last_seen_at", ">", idleSince)
    .orderBy("s.last_seen_at", "desc")
    .limit(100)
    .execute();
  return {
    sessions: rows.map((r) => ({
      id: r.id,
      device: r.device,
      address: r.address,
      lastSeenAt: r.last_seen_at.toISOString(),
      createdAt: r.created_at.toISOString(),
      current: r.id === user.sessionId,
    })),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ends one session of `user`; 404 for an unknown id, another user's, or one already ended. */
export async function endSession(ctx: AppContext, user: AuthUser, sessionId: string): Promise<void> {
  if (!UUID.test(sessionId)) throw new NotFoundError(SESSION_NOT_FOUND);
  const r = await ctx.db
    .updateTable("user_sessions")
    .set({ ended_at: ctx.clock() })
    .where("id", "=", sessionId)
    .where("user_id", "=", user.id)
    .where("ended_at", "is", null)
    .where(sql<boolean>`token_version = (SELECT token_version FROM users WHERE id = ${user.id})`)
    .executeTakeFirst();
  if (r.numUpdatedRows === 0n) throw new NotFoundError(SESSION_NOT_FOUND);
}

/**
 * Ends every session of `user` but the request's own: the user's token version moves on and
 * only the current session's row follows it. Answers the new version. A token without a
 * session (issued before sessions existed) cannot be kept alone: then only the sessions end.
 */
export async function endOtherSessions(ctx: AppContext, user: AuthUser): Promise<number | null> {
  const now = ctx.clock();
  const current = user.sessionId;
  if (!current) {
    await endSessionsOf(ctx, user.id);
    return null;
  }
  return await ctx.db.transaction().execute(async (trx) => {
    const bumped = await trx
      .updateTable("users")
      .set((eb) => ({ token_version: eb("token_version", "+", 1) }))
      .where("id", "=", user.id)
      .returning("token_version")
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("user_sessions")
      .set({ token_version: bumped.token_version })
      .where("id", "=", current)
      .where("user_id", "=", user.id)
      .where("ended_at", "is", null)
      .execute();
    await trx
      .updateTable("user_sessions")
      .set({ ended_at: now })
      .where("user_id", "=", user.id)
      .where("id", "<>", current)
      .where("ended_at", "is", null)
      .execute();
    return bumped.token_version;
  });
}

/** Marks every session row of the user ended (after a change that ended all its tokens). */
export async function endSessionsOf(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db
    .updateTable("user_sessions")
    .set({ ended_at: ctx.clock() })
    .where("user_id", "=", userId)
    .where("ended_at", "is", null)
    .execute();
}
