import * as api from "@app/contracts";
import { admin, type RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the profits routes, from the schemas they parse and answer with. */
export const profitsDocs: RouteDocs = {
  "POST /profits/credit": admin("Start a profit run (above FOUR_EYES_PERCENT with two admins: 202 with the pending approval)", {
    refusals: { 409: "A run is in progress already", 422: true },
    idempotent: true,
    actionCode: true,
    body: api.creditProfitRequest,
    doneOrHeld: api.startRunResponse,
  }),
  "GET /profits/runs": admin("Profit runs", { ok: api.moneyRunListResponse }),
  "GET /profits/preview": admin(
    "What a profit run of ?percentage= would credit now (investors, exact total) and the last 7 days' run, if any",
    { query: api.creditProfitRequest, ok: api.runPreviewResponse, refusals: { 422: "The percentage is above what a run allows" } },
  ),
  "GET /profits/runs/:runId": admin("One profit run's progress", { ok: api.moneyRunView }),
};
