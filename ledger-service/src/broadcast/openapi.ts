import * as api from "@app/contracts";
import { z } from "zod";
import type { RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the broadcast routes, from the schemas they parse and answer with. */
export const broadcastDocs: RouteDocs = {
  "POST /admin/broadcast": {
    summary: "Email every active user (sanitized HTML)",
    auth: "admin",
    body: api.broadcastRequest,
    responses: { 202: api.broadcastResponse },
  },
  "GET /admin/broadcasts/:id": {
    summary: "One broadcast's progress",
    auth: "admin",
    responses: { 200: z.object({}).catchall(z.unknown()).describe("status and sent/failed counts of one broadcast") },
  },
};
