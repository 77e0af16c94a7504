import * as api from "@app/contracts";
import type { RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the notifications routes, from the schemas they parse and answer with. */
export const notificationsDocs: RouteDocs = {
  "GET /notifications": {
    summary: "My notifications of money events, newest first (20 a page), and the unread count",
    auth: "user",
    query: api.notificationsQuery,
    responses: { 200: api.notificationsResponse },
  },
  "POST /notifications/read": {
    summary: "Mark some ({ ids }) or all ({ all: true }) of my notifications read",
    auth: "user",
    body: api.markNotificationsReadRequest,
    responses: { 200: api.messageResponse },
  },
  "GET /user/notification-settings": {
    summary: "Whether profit and reward credits are mailed to me",
    auth: "user",
    responses: { 200: api.notificationSettings },
  },
  "PUT /user/notification-settings": {
    summary: "Turn the mails of profit and reward credits on or off (money leaving the account is always mailed)",
    auth: "user",
    body: api.notificationSettings,
    responses: { 200: api.notificationSettings },
  },
};
