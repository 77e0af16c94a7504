import { createHash, randomUUID } from "node:crypto";
import { BROADCAST_FIELDS_MISSING, broadcastRequest, broadcastResponse } from "@app/contracts";
import { Router } from "express";
import { sql } from "kysely";
import { z } from "zod";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireAdmin } from "../shared/auth.js";
import { ConflictError, NotFoundError, ValidationError } from "../platform/errors.js";
import { parseInput } from "../shared/validate.js";
import { isVisiblyEmpty, sanitizeBroadcastHtml } from "./sanitize.js";
import { requireActionCode } from "../approvals/action-code.js";

/** Without an Idempotency-Key, the same subject and message from the same admin within this window is one broadcast. */
const DUPLICATE_WINDOW_SECONDS = 120;

const broadcastStatus = z.object({
  _id: z.string(),
  subject: z.string(),
  status: z.string(),
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

/**
 * POST /api/admin/broadcast: stores the sanitized message and enqueues one job for it (job id
 * per broadcast). A double click (same Idempotency-Key, or the same content within a short
 * window) gives back the first broadcast instead of a second one.
 */
export function broadcastRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post("/admin/broadcast", requireAdmin(ctx), requireActionCode(ctx), async (req, res) => {
    const input = parseInput(broadcastRequest, req.body);
    const html = sanitizeBroadcastHtml(input.message);
    if (isVisiblyEmpty(html)) throw new ValidationError(BROADCAST_FIELDS_MISSING);
    const adminId = currentUser(req).id;
    const key = req.get("Idempotency-Key")?.trim().slice(0, 200) || null;
    const contentHash = createHash("sha256").update(`${input.subject}\u0000${html}`).digest("hex");
    const now = ctx.clock();
    // Redis away: 503 before the broadcast is stored.
    await ctx.queues.checkReachable();
    const broadcastId = await ctx.db.transaction().execute(async (trx) => {
      // Serialises concurrent double clicks of one admin.
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`broadcast:${adminId}`}))`.execute(trx);
      const earlier = key
        ? await trx
            .selectFrom("broadcasts")
            .select(["id", "content_hash"])
            .where("created_by", "=", adminId)
            .where("idempotency_key", "=", key)
            .executeTakeFirst()
        : await trx
            .selectFrom("broadcasts")
            .select(["id", "content_hash"])
            .where("created_by", "=", adminId)
            .where("content_hash", "=", contentHash)
            .where("created_at", ">", new Date(now.getTime() - DUPLICATE_WINDOW_SECONDS * 1000))
            .executeTakeFirst();
      if (earlier && earlier.content_hash !== contentHash)
        throw new ConflictError("This Idempotency-Key was already used for a different broadcast.");
      if (earlier) return earlier.id;
      const id = randomUUID();
      await trx
        .insertInto("broadcasts")
        .values({
          id,
          subject: input.subject,
          html,
          content_hash: contentHash,
          idempotency_key: key,
          created_by: adminId,
          completed_at: null,
        })
        .execute();
      return id;
    });
    // Enqueued again on a repeat too: the job id makes it a no-op, and it heals a lost enqueue.
    await ctx.queues.startBroadcast({ broadcastId });
    const recipients = await ctx.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("deleted_at", "is", null)
      .executeTakeFirstOrThrow();
    const n = Number(recipients.n);
    res.status(202).json(broadcastResponse.parse({ message: `Broadcast is being sent to ${n} users.`, broadcastId, recipients: n }));
  });
  router.get("/admin/broadcasts/:id", requireAdmin(ctx), async (req, res) => {
    const id = String(req.params.id);
    const row = z.uuid().safeParse(id).success
      ? await ctx.db.selectFrom("broadcasts").selectAll().where("id", "=", id).executeTakeFirst()
      : undefined;
    if (!row) throw new NotFoundError("Broadcast not found");
    // While sending, the counts come from the deliveries so far (the row's are written at the end).
    const live =
      row.status === "sending"
        ? (
            await sql<{ sent: number; failed: number }>`
              SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*) FILTER (WHERE status = 'failed')::int AS failed
              FROM broadcast_deliveries WHERE broadcast_id = ${row.id}::uuid`.execute(ctx.db)
          ).rows[0]
        : undefined;
    res.json(
      broadcastStatus.parse({
        _id: row.id,
        subject: row.subject,
        status: row.status,
        recipients: row.recipients,
        sent: live?.sent ?? row.sent,
        failed: live?.failed ?? row.failed,
        createdAt: row.created_at.toISOString(),
        completedAt: row.completed_at?.toISOString() ?? null,
      }),
    );
  });
  return router;
}
