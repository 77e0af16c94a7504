import * as api from "@app/contracts";
import { anyone, type RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the health routes, from the schemas they parse and answer with. */
export const healthDocs: RouteDocs = {
  "GET /health": anyone("Liveness", { ok: api.healthResponse }),
  "GET /ready": anyone("Readiness: PostgreSQL, Redis, projection lag (503 with the reason)", {
    responses: {
      200: api.healthResponse,
      503: api.healthResponse,
    },
  }),
};
