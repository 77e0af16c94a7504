import * as api from "@app/contracts";
import { admin, type RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the jobs routes, from the schemas they parse and answer with. */
export const jobsDocs: RouteDocs = {
  "GET /admin/jobs": admin("Background job queues: counts, running, failed", { ok: api.jobsResponse }),
  "POST /admin/jobs/:queue/:jobId/retry": admin("Retry a failed job", { ok: api.messageResponse }),
};
