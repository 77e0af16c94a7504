import * as api from "@app/contracts";
import { moneyRunDocs, type RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the profits routes, from the schemas they parse and answer with. */
export const profitsDocs: RouteDocs = moneyRunDocs({
  request: api.creditProfitRequest,
  start: ["POST /profits/credit", "Start a profit run (above FOUR_EYES_PERCENT with two admins: 202 with the pending approval)"],
  runs: ["GET /profits/runs", "Profit runs"],
  preview: [
    "GET /profits/preview",
    "What a profit run of ?percentage= would credit now (investors, exact total) and the last 7 days' run, if any",
  ],
  progress: ["GET /profits/runs/:runId", "One profit run's progress"],
});
