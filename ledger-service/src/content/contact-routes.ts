import { randomUUID } from "node:crypto";
import { contactMessagesQuery, contactMessagesResponse, contactRequest, messageResponse, MESSAGE_SENT_SUCCESSFULLY } from "@app/contracts";
import { Router } from "express";
import type { AppContext } from "../runtime/context.js";
import { requireAdmin } from "../shared/auth.js";
import { TooManyRequestsError } from "../platform/errors.js";
import { parseInput, parseQuery } from "../shared/validate.js";

/** The public form accepts this many messages per client IP an hour (spam, table growth). */
const CONTACT_PER_IP_PER_HOUR = 20;

/** POST /api/contact (public) and the admins' inbox GET /api/admin/contact-messages. */
export function contactRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post("/contact", async (req, res) => {
    const input = parseInput(contactRequest, req.body);
    const { count } = await ctx.counters.hit(`contact:ip:${req.ip ?? "unknown"}`, 3600);
    if (count > CONTACT_PER_IP_PER_HOUR) throw new TooManyRequestsError("Too many messages. Please try again later.");
    await ctx.db
      .insertInto("contact_messages")
      .values({ id: randomUUID(), full_name: input.fullName, email: input.email, message: input.message })
      .execute();
    res.status(201).json(messageResponse.parse({ message: MESSAGE_SENT_SUCCESSFULLY }));
  });
  router.get("/admin/contact-messages", requireAdmin(ctx), async (req, res) => {
    const { page, limit } = parseQuery(contactMessagesQuery, req);
    const [rows, total] = await Promise.all([
      ctx.db
        .selectFrom("contact_messages")
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id")
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      ctx.db
        .selectFrom("contact_messages")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow(),
    ]);
    res.json(
      contactMessagesResponse.parse({
        messages: rows.map((r) => ({
          _id: r.id,
          fullName: r.full_name,
          email: r.email,
          message: r.message,
          createdAt: r.created_at.toISOString(),
        })),
        totalPages: Math.max(1, Math.ceil(Number(total.n) / limit)),
        currentPage: page,
      }),
    );
  });
  return router;
}
