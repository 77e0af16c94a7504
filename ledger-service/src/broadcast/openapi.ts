import * as api from "@app/contracts";
import { z } from "zod";
import { admin, type RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the broadcast routes, from the schemas they parse and answer with. */
export const broadcastDocs: RouteDocs = {
  "POST /admin/broadcast": admin(
    "Email every active user (sanitized HTML). With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong; nothing is sent).",
    {
      idempotent: true,
      actionCode: true,
      refusals: { 409: "The Idempotency-Key was used for another broadcast" },
      body: api.broadcastRequest,
      accepted: api.broadcastResponse,
    },
  ),
  "GET /admin/broadcasts/:id": admin("One broadcast's progress", {
    ok: z.object({}).catchall(z.unknown()).describe("status and sent/failed counts of one broadcast"),
  }),
};
