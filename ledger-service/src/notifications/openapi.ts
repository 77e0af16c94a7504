import * as api from "@app/contracts";
import { type RouteDocs, user } from "../openapi/route-doc.js";

/** The OpenAPI description of the notifications routes, from the schemas they parse and answer with. */
export const notificationsDocs: RouteDocs = {
  "GET /notifications": user("My notifications of money events, newest first (20 a page), and the unread count", {
    query: api.notificationsQuery,
    ok: api.notificationsResponse,
  }),
  "POST /notifications/read": user("Mark some ({ ids }) or all ({ all: true }) of my notifications read", {
    body: api.markNotificationsReadRequest,
    ok: api.messageResponse,
  }),
  "GET /user/notification-settings": user("Whether profit and reward credits are mailed to me", { ok: api.notificationSettings }),
  "PUT /user/notification-settings": user(
    "Turn the mails of profit and reward credits on or off (money leaving the account is always mailed)",
    { body: api.notificationSettings, ok: api.notificationSettings },
  ),
};
