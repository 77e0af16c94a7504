import { z } from "zod";
import { admin, type RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the metrics routes, from the schemas they parse and answer with. */
export const metricsDocs: RouteDocs = {
  "GET /admin/metrics": admin(
    "Prometheus text (latency by route, 429s, sign-in failures, auth events, mails, projection lag, queue depths, run progress); an admin's token or Bearer METRICS_TOKEN",
    { ok: { content: { "text/plain": z.string().describe("Prometheus exposition format 0.0.4") } } },
  ),
};
