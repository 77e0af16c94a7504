import type { AppContext } from "@app/ledger-service/runtime/context";
import { sql } from "kysely";
import { isPermanentMailError, type Mailer } from "../email/mailer.js";

export interface BroadcastOptions {
  batchSize: number;
  concurrency: number;
  attemptsPerRecipient: number;
  /** First retry delay; doubles on each further attempt. */
  backoffMs: number;
}
// Sends in flight are queued by the pooled transport over a few connections; enough of them keeps every connection busy.
const DEFAULTS: BroadcastOptions = { batchSize: 200, concurrency: 50, attemptsPerRecipient: 3, backoffMs: 500 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const textOf = (html: string) =>
  html
    .replace(/<br\s*\/?>|<\/p>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim();

/**
 * Sends one broadcast to every active user. The recipient set is fixed in
 * broadcast_deliveries when the run starts; each recipient is tried a few times with backoff
 * and its outcome recorded, so one bad address never stops the rest, and a retried job (after
 * a crash) only sends to those still pending.
 */
export async function runBroadcast(
  ctx: AppContext,
  mailer: Mailer,
  broadcastId: string,
  options: Partial<BroadcastOptions> = {},
  onProgress?: (done: number, total: number) => Promise<void>,
) {
  const o = { ...DEFAULTS, ...options };
  const broadcast = await ctx.db.selectFrom("broadcasts").selectAll().where("id", "=", broadcastId).executeTakeFirst();
  if (!broadcast || broadcast.status === "completed") return;
  if (broadcast.status === "queued") {
    await ctx.db.transaction().execute(async (trx) => {
      const inserted = await sql`
        INSERT INTO broadcast_deliveries (broadcast_id, user_id, email)
        SELECT ${broadcastId}::uuid, id, email FROM users WHERE deleted_at IS NULL AND created_at <= ${broadcast.created_at}
        ON CONFLICT DO NOTHING`.execute(trx);
      await trx
        .updateTable("broadcasts")
        .set({ status: "sending", recipients: Number(inserted.numAffectedRows ?? 0) })
        .where("id", "=", broadcastId)
        .where("status", "=", "queued")
        .execute();
    });
  }
  const total = (await ctx.db.selectFrom("broadcasts").select("recipients").where("id", "=", broadcastId).executeTakeFirstOrThrow())
    .recipients;
  const text = textOf(broadcast.html);
  for (;;) {
    const batch = await ctx.db
      .selectFrom("broadcast_deliveries")
      .select(["user_id", "email"])
      .where("broadcast_id", "=", broadcastId)
      .where("status", "=", "pending")
      .orderBy("user_id")
      .limit(o.batchSize)
      .execute();
    if (batch.length === 0) break;
    // A few sends always in flight (not lockstep groups): the SMTP pool never sits idle.
    let next = 0;
    const runner = async () => {
      while (next < batch.length) {
        const r = batch[next++];
        if (r) await deliver(ctx, mailer, broadcastId, r, { subject: broadcast.subject, html: broadcast.html, text }, o);
      }
    };
    await Promise.all(Array.from({ length: o.concurrency }, runner));
    await onProgress?.(total - (await pendingCount(ctx, broadcastId)), total);
  }
  await sql`
    UPDATE broadcasts b SET status = 'completed', completed_at = now(),
      sent = (SELECT count(*) FROM broadcast_deliveries d WHERE d.broadcast_id = b.id AND d.status = 'sent'),
      failed = (SELECT count(*) FROM broadcast_deliveries d WHERE d.broadcast_id = b.id AND d.status = 'failed')
    WHERE b.id = ${broadcastId}::uuid`.execute(ctx.db);
}

async function deliver(
  ctx: AppContext,
  mailer: Mailer,
  broadcastId: string,
  recipient: { user_id: string; email: string },
  content: { subject: string; html: string; text: string },
  o: BroadcastOptions,
) {
  let attempts = 0;
  let lastError = "";
  while (attempts < o.attemptsPerRecipient) {
    attempts++;
    try {
      await mailer.send({ to: recipient.email, ...content });
      lastError = "";
      break;
    } catch (error) {
      lastError = (error as Error).message?.slice(0, 500) || "send failed";
      if (isPermanentMailError(error)) break;
      if (attempts < o.attemptsPerRecipient) await sleep(o.backoffMs * 2 ** (attempts - 1));
    }
  }
  await ctx.db
    .updateTable("broadcast_deliveries")
    .set((eb) => ({
      status: lastError ? "failed" : "sent",
      attempts: eb("attempts", "+", attempts),
      error: lastError || null,
      updated_at: new Date(),
    }))
    .where("broadcast_id", "=", broadcastId)
    .where("user_id", "=", recipient.user_id)
    .execute();
  if (lastError) ctx.logger.warn({ broadcastId, userId: recipient.user_id, error: lastError }, "broadcast mail not delivered");
}

async function pendingCount(ctx: AppContext, broadcastId: string): Promise<number> {
  const r = await ctx.db
    .selectFrom("broadcast_deliveries")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("broadcast_id", "=", broadcastId)
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
