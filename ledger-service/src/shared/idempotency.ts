import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { sql } from "kysely";
import type { AppContext } from "../runtime/context.js";
import { currentUser } from "./auth.js";
import { ConflictError, ValidationError } from "../platform/errors.js";

/**
 * `Idempotency-Key` for money POST/PUTs. Use it after the auth middleware:
 *
 *   router.post("/withdrawals", requireUser(ctx), idempotent(ctx), handler)
 *
 * - no header: the request runs as usual;
 * - first request with a key (per user): claims the key with INSERT ... ON CONFLICT DO NOTHING,
 *   runs, and stores its status and JSON body before answering;
 * - the same key and the same request (method, path, body hash): the stored response, replayed
 *   with the header `Idempotent-Replayed: true`, and no second effect; requests that arrive while
 *   the first still runs poll until its response is stored;
 * - the same key with another request: 409 'Idempotency-Key reused with a different request'.
 * A 5xx answer is not stored (the claim is released) so the client can retry after a failure.
 * A claim is a lease of IDEMPOTENCY_LEASE_SECONDS (default 60): a request that died with its
 * process before answering leaves a claim nobody releases, and once the lease has run out the
 * same request may claim the key again (a different one still gets 409). Keys, with the bodies
 * they stored, are purged 24 hours after their claim (a few at each new claim).
 */
export function idempotent(ctx: AppContext, options: { waitMs?: number; pollMs?: number } = {}) {
  const waitMs = options.waitMs ?? 15_000;
  const pollMs = options.pollMs ?? 20;
  return async (req: Request, res: Response, next: NextFunction) => {
    const header = req.get("Idempotency-Key");
    if (header === undefined) return next();
    const key = header.trim();
    if (!key || key.length > 255) throw new ValidationError("Idempotency-Key must be 1 to 255 characters");
    const userId = currentUser(req).id;
    const hash = requestHash(req);
    await sql`DELETE FROM idempotency_keys WHERE user_id = ${userId}::uuid AND idempotency_key = ${key}
              AND created_at < now() - interval '24 hours'`.execute(ctx.db);

    const deadline = Date.now() + waitMs;
    for (;;) {
      const claimed = await sql<{ ok: number }>`
        INSERT INTO idempotency_keys (user_id, idempotency_key, request_hash) VALUES (${userId}::uuid, ${key}, ${hash})
        ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING 1 AS ok`.execute(ctx.db);
      if (claimed.rows.length > 0 || (await takeOverExpiredLease(ctx, userId, key, hash))) {
        purgeOldKeys(ctx);
        storeResponseOf(ctx, res, userId, key);
        res.locals.idempotencyKey = key;
        return next();
      }
      const row = await ctx.db
        .selectFrom("idempotency_keys")
        .select(["request_hash", "response_status", "response_body", "completed_at"])
        .where("user_id", "=", userId)
        .where("idempotency_key", "=", key)
        .executeTakeFirst();
      if (!row) continue; // released after a failure: claim it again
      if (row.request_hash !== hash) throw new ConflictError("Idempotency-Key reused with a different request");
      if (row.completed_at && row.response_status !== null) {
        res.status(row.response_status).set("Idempotent-Replayed", "true");
        if (row.response_body === null) res.end();
        else res.type("application/json").send(row.response_body);
        return;
      }
      if (Date.now() > deadline) throw new ConflictError("A request with this Idempotency-Key is still being processed");
      await new Promise((r) => setTimeout(r, pollMs));
    }
  };
}

/**
 * The claim of a request that never answered (its process died), older than the lease: taken over
 * by the same request, in one conditional update (two retries cannot both take it).
 */
async function takeOverExpiredLease(ctx: AppContext, userId: string, key: string, hash: string): Promise<boolean> {
  const taken = await sql<{ ok: number }>`
    UPDATE idempotency_keys SET created_at = now()
    WHERE user_id = ${userId}::uuid AND idempotency_key = ${key} AND request_hash = ${hash} AND completed_at IS NULL
      AND created_at < now() - make_interval(secs => ${ctx.config.IDEMPOTENCY_LEASE_SECONDS})
    RETURNING 1 AS ok`.execute(ctx.db);
  return taken.rows.length > 0;
}

/**
 * Deletes up to 100 keys (and their stored bodies) claimed more than 24 hours ago, beside each new
 * claim and in the background: found through the created_at index, so nearly free when none are due.
 */
function purgeOldKeys(ctx: AppContext): void {
  sql`DELETE FROM idempotency_keys WHERE ctid = ANY(ARRAY(
        SELECT ctid FROM idempotency_keys WHERE created_at < now() - interval '24 hours' LIMIT 100))`
    .execute(ctx.db)
    .catch((err) => ctx.logger.warn({ err }, "could not purge old idempotency keys"));
}

/** Wraps res.json so the response is stored before the client sees it. */
function storeResponseOf(ctx: AppContext, res: Response, userId: string, key: string): void {
  let settled = false;
  const settle = async (status: number, body: unknown) => {
    settled = true;
    try {
      if (status >= 500) {
        await sql`DELETE FROM idempotency_keys WHERE user_id = ${userId}::uuid AND idempotency_key = ${key}`.execute(ctx.db);
      } else {
        await sql`
          UPDATE idempotency_keys SET response_status = ${status}, response_body = ${body === undefined || body === null ? null : JSON.stringify(body)},
            completed_at = now()
          WHERE user_id = ${userId}::uuid AND idempotency_key = ${key}`.execute(ctx.db);
      }
    } catch (error) {
      ctx.logger.error({ reqId: res.req.id, err: error }, "could not store the idempotent response");
    }
  };
  const json = res.json.bind(res);
  res.json = ((body: unknown) => {
    if (settled) return json(body);
    void settle(res.statusCode, body).then(() => json(body));
    return res;
  }) as Response["json"];
  // A handler that answers without a JSON body (res.end) is stored as status only.
  res.on("finish", () => {
    if (!settled) void settle(res.statusCode, null);
  });
}

/** Same method, path and body (keys in any order) give the same hash. */
function requestHash(req: Request): string {
  const path = `${req.baseUrl}${req.path}`;
  return createHash("sha256")
    .update(JSON.stringify([req.method, path, canonical(req.body ?? null)]))
    .digest("hex");
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
