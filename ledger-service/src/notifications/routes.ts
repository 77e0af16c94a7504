import {
  activityLink,
  markNotificationsReadRequest,
  messageResponse,
  notificationSettings,
  notificationsQuery,
  notificationsResponse,
} from "@app/contracts";
import {
  markNotificationsRead,
  NOTIFICATIONS_PAGE_SIZE,
  notificationSettings as loadSettings,
  notificationsPage,
  saveNotificationSettings,
} from "@app/projections/notifications/queries";
import { Router } from "express";
import { timeZoneOf } from "../auth/account-user.js";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireUser } from "../shared/auth.js";
import { parseInput, parseQuery } from "../shared/validate.js";

/** The signed-in investor's notifications and mail settings; always keyed by the token's user. */
export function notificationRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get("/notifications", requireUser(ctx), async (req, res) => {
    const { page } = parseQuery(notificationsQuery, req);
    const userId = currentUser(req).id;
    const { notifications, unread, total } = await notificationsPage(ctx.db, userId, page, await timeZoneOf(ctx, userId));
    res.json(
      notificationsResponse.parse({
        notifications: notifications.map((n) => ({
          ...n,
          createdAt: new Date(n.createdAt).toISOString(),
          link: n.activityId ? activityLink(n.activityId) : null,
        })),
        unread,
        totalPages: Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE)),
      }),
    );
  });
  router.post("/notifications/read", requireUser(ctx), async (req, res) => {
    const input = parseInput(markNotificationsReadRequest, req.body);
    await markNotificationsRead(ctx.db, currentUser(req).id, "all" in input ? { all: true } : { ids: input.ids });
    res.json(messageResponse.parse({ message: "Marked as read" }));
  });
  router.get("/user/notification-settings", requireUser(ctx), async (req, res) => {
    res.json(notificationSettings.parse(await loadSettings(ctx.db, currentUser(req).id)));
  });
  router.put("/user/notification-settings", requireUser(ctx), async (req, res) => {
    const input = parseInput(notificationSettings, req.body);
    await saveNotificationSettings(ctx.db, currentUser(req).id, input);
    res.json(notificationSettings.parse(input));
  });
  return router;
}
