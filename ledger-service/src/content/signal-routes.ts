import { randomUUID } from "node:crypto";
import { createSignalRequest, messageResponse, signalItem, signalsResponse, updateSignalRequest } from "@app/contracts";
import { type Request, Router } from "express";
import type { Selectable } from "kysely";
import { z } from "zod";
import type { ContentTables } from "@app/projections/db/content-tables";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireAdmin } from "../shared/auth.js";
import { NotFoundError } from "../platform/errors.js";
import { uuidParam } from "../shared/uuid-param.js";
import { parseInput } from "../shared/validate.js";

const SIGNAL_NOT_FOUND = "Signal not found";
const LIST_LIMIT = 200;
const signalSaved = z.object({ message: z.string(), signal: signalItem });

function toSignal(r: Selectable<ContentTables["signals"]>) {
  return signalItem.parse({
    _id: r.id,
    title: r.title,
    content: r.content,
    entry: r.entry,
    target: r.target,
    stopLoss: r.stop_loss,
    leverage: r.leverage,
    risk: r.risk,
    riskLevel: r.risk,
    notes: r.notes,
    status: r.status,
    createdAt: r.created_at.toISOString(),
  });
}

const signalId = (req: Request) => uuidParam(req, SIGNAL_NOT_FOUND);

/** Free trading signals: a public list, and admin create / edit status and notes / delete. */
export function signalRoutes(ctx: AppContext): Router {
  const router = Router();
  const list = async () =>
    (await ctx.db.selectFrom("signals").selectAll().orderBy("created_at", "desc").orderBy("id").limit(LIST_LIMIT).execute()).map(toSignal);
  router.get("/signals/public", async (_req, res) => {
    res.json(signalsResponse.parse({ signals: await list() }));
  });
  router.get("/signals", requireAdmin(ctx), async (_req, res) => {
    res.json(signalsResponse.parse({ signals: await list() }));
  });
  router.post("/signals", requireAdmin(ctx), async (req, res) => {
    const input = parseInput(createSignalRequest, req.body);
    const row = await ctx.db
      .insertInto("signals")
      .values({
        id: randomUUID(),
        title: input.title,
        content: input.content,
        entry: input.entry,
        target: input.target,
        stop_loss: input.stopLoss,
        leverage: input.leverage,
        risk: input.risk,
        created_by: currentUser(req).id,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    res.status(201).json(signalSaved.parse({ message: "Signal created", signal: toSignal(row) }));
  });
  // Status and notes only (spec §4): the call itself stays as it was published.
  router.patch("/signals/:id", requireAdmin(ctx), async (req, res) => {
    const id = signalId(req);
    const input = parseInput(updateSignalRequest, req.body);
    const row = await ctx.db
      .updateTable("signals")
      .set({
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        ...(input.status ? { status: input.status } : {}),
        updated_at: ctx.clock(),
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new NotFoundError(SIGNAL_NOT_FOUND);
    res.json(signalSaved.parse({ message: "Signal updated", signal: toSignal(row) }));
  });
  router.delete("/signals/:id", requireAdmin(ctx), async (req, res) => {
    const r = await ctx.db.deleteFrom("signals").where("id", "=", signalId(req)).executeTakeFirst();
    if (r.numDeletedRows === 0n) throw new NotFoundError(SIGNAL_NOT_FOUND);
    res.json(messageResponse.parse({ message: "Signal deleted" }));
  });
  return router;
}
