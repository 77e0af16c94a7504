import { announcementRequest, announcementResponse } from "@app/contracts";
import { Router } from "express";
import { z } from "zod";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireAdmin, requireUser } from "../shared/auth.js";
import { NotFoundError } from "../platform/errors.js";
import { parseInput } from "../shared/validate.js";

const savedResponse = z.object({ message: z.string(), announcement: announcementResponse });

const current = (ctx: AppContext) =>
  ctx.db.selectFrom("announcements").select(["id", "message", "is_active"]).orderBy("id", "desc").limit(1).executeTakeFirst();

/**
 * The dashboard popup. Each save is a new row (history kept) and is active at once; the
 * toggle flips the newest one. Users read the newest message with its state.
 */
export function announcementRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post("/announcement/create", requireAdmin(ctx), async (req, res) => {
    const { message } = parseInput(announcementRequest, req.body);
    const now = ctx.clock();
    await ctx.db
      .insertInto("announcements")
      .values({ message, is_active: true, created_by: currentUser(req).id, created_at: now, updated_at: now })
      .execute();
    res.status(201).json(savedResponse.parse({ message: "Announcement saved.", announcement: { message, isActive: true } }));
  });
  router.patch("/announcement/toggle", requireAdmin(ctx), async (_req, res) => {
    const row = await ctx.db
      .updateTable("announcements")
      .set((eb) => ({ is_active: eb.not("is_active"), updated_at: ctx.clock() }))
      .where("id", "=", (eb) => eb.selectFrom("announcements").select((e) => e.fn.max("id").as("id")))
      .returning(["message", "is_active"])
      .executeTakeFirst();
    if (!row) throw new NotFoundError("No announcement to toggle.");
    const announcement = { message: row.message, isActive: row.is_active };
    res.json(savedResponse.parse({ message: row.is_active ? "Announcement enabled." : "Announcement disabled.", announcement }));
  });
  router.get("/announcement/active", requireUser(ctx), async (_req, res) => {
    const row = await current(ctx);
    res.json(announcementResponse.parse({ message: row?.message ?? "", isActive: row?.is_active ?? false }));
  });
  return router;
}
