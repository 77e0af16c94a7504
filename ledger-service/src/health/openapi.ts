import * as api from "@app/contracts";
import type { RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the health routes, from the schemas they parse and answer with. */
export const healthDocs: RouteDocs = {
  "GET /health": { summary: "Liveness", auth: "none", responses: { 200: api.healthResponse } },
  "GET /ready": {
    summary: "Readiness: PostgreSQL, Redis, projection lag (503 with the reason)",
    auth: "none",
    responses: { 200: api.healthResponse, 503: api.healthResponse },
  },
};
