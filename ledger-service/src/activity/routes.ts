import { activityDetailResponse, activityPageResponse, activityQuery, parseActivityId } from "@app/contracts";
import { activityItemOf, activityPage } from "@app/projections/activity/queries";
import { Router } from "express";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireUser } from "../shared/auth.js";
import { NotFoundError } from "../platform/errors.js";
import { parseQuery } from "../shared/validate.js";
import { toActivityItem } from "./activity-items.js";

export const ACTIVITY_NOT_FOUND = "Activity not found";

/**
 * The signed-in investor's activity feed (issue 35): every money event, newest first, and one
 * item's detail. Always keyed by the token's user: another investor's id answers 404, as an
 * unknown one does, so the answer never tells whether it exists.
 */
export function activityRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get("/activity", requireUser(ctx), async (req, res) => {
    const { page, limit, kind } = parseQuery(activityQuery, req);
    const { rows, total } = await activityPage(ctx.db, currentUser(req).id, { page, pageSize: limit, kind });
    res.json(
      activityPageResponse.parse({
        items: rows.map(toActivityItem),
        total,
        totalPages: Math.max(1, Math.ceil(total / limit)),
        currentPage: page,
      }),
    );
  });
  router.get("/activity/:id", requireUser(ctx), async (req, res) => {
    const parsed = parseActivityId(String(req.params.id));
    const row = parsed ? await activityItemOf(ctx.db, currentUser(req).id, parsed.kind, parsed.ref) : null;
    if (!row) throw new NotFoundError(ACTIVITY_NOT_FOUND);
    res.json(activityDetailResponse.parse({ item: toActivityItem(row) }));
  });
  return router;
}
