import * as api from "@app/contracts";
import type { RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the jobs routes, from the schemas they parse and answer with. */
export const jobsDocs: RouteDocs = {
  "GET /admin/jobs": { summary: "Background job queues: counts, running, failed", auth: "admin", responses: { 200: api.jobsResponse } },
  "POST /admin/jobs/:queue/:jobId/retry": { summary: "Retry a failed job", auth: "admin", responses: { 200: api.messageResponse } },
};
