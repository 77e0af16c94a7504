import * as api from "@app/contracts";
import { doneOrHeld, type RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the profits routes, from the schemas they parse and answer with. */
export const profitsDocs: RouteDocs = {
  "POST /profits/credit": {
    summary: "Start a profit run (above FOUR_EYES_PERCENT with two admins: 202 with the pending approval)",
    auth: "admin",
    body: api.creditProfitRequest,
    responses: doneOrHeld(api.startRunResponse),
  },
  "GET /profits/runs": { summary: "Profit runs", auth: "admin", responses: { 200: api.moneyRunListResponse } },
  "GET /profits/preview": {
    summary: "What a profit run of ?percentage= would credit now (investors, exact total) and the last 7 days' run, if any",
    auth: "admin",
    query: api.creditProfitRequest,
    responses: { 200: api.runPreviewResponse },
  },
  "GET /profits/runs/:runId": { summary: "One profit run's progress", auth: "admin", responses: { 200: api.moneyRunView } },
};
