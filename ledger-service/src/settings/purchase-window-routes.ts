import { messageResponse, purchaseWindowRequest, purchaseWindowsResponse, purchaseWindowView } from "@app/contracts";
import { listPurchaseWindows } from "@app/projections/settings/queries";
import { Router } from "express";
import type { AppContext } from "../runtime/context.js";
import { requireAdmin } from "../shared/auth.js";
import { newId } from "@app/event-store/event-ids";
import { NotFoundError } from "../platform/errors.js";
import { parseInput } from "../shared/validate.js";
import { purchaseWindowStatus } from "./purchase-windows.js";
import { changeSettings } from "./change-settings.js";

const view = (w: { windowId: string; opensAt: string; closesAt: string; note?: string | null }) =>
  purchaseWindowView.parse({ id: w.windowId, opensAt: w.opensAt, closesAt: w.closesAt, note: w.note ?? null });

/** Purchase windows: the public schedule, and the admins' scheduling and removal. */
export function purchaseWindowRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get("/purchase-windows", async (_req, res) => {
    const windows = (await listPurchaseWindows(ctx.db)).map((w) => ({ ...w, windowId: w.id, note: w.note ?? undefined }));
    const { isOpen, current, next } = purchaseWindowStatus(windows, ctx.clock());
    res.json(
      purchaseWindowsResponse.parse({
        isOpen,
        current: current && view(current),
        next: next && view(next),
        windows: windows.map(view),
      }),
    );
  });
  router.post("/admin/purchase-windows", requireAdmin(ctx), async (req, res) => {
    const input = parseInput(purchaseWindowRequest, req.body);
    const windowId = newId();
    await changeSettings(ctx, { type: "SchedulePurchaseWindow", windowId, ...input, now: ctx.clock() }, req.user?.id ?? "admin");
    const created = (await listPurchaseWindows(ctx.db)).find((w) => w.id === windowId);
    if (!created) throw new NotFoundError("Purchase window not found");
    res.status(201).json(view({ ...created, windowId }));
  });
  router.delete("/admin/purchase-windows/:id", requireAdmin(ctx), async (req, res) => {
    await changeSettings(ctx, { type: "RemovePurchaseWindow", windowId: String(req.params.id) }, req.user?.id ?? "admin");
    res.json(messageResponse.parse({ message: "Purchase window removed" }));
  });
  return router;
}
