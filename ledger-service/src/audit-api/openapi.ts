import * as api from "@app/contracts";
import { csvAnswer, doneOrHeld, type RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the audit-api routes, from the schemas they parse and answer with. */
export const auditApiDocs: RouteDocs = {
  "PUT /admin/users/:id/auditor": {
    summary: "Grant or remove the read-only auditor role: a role change like /admin/users/:id/role (an event; not one's own)",
    auth: "admin",
    body: api.setAuditorRequest,
    responses: doneOrHeld(api.setAuditorResponse),
  },
  "GET /audit/investors": {
    summary: "Find an investor",
    auth: "auditor",
    query: api.auditSearchQuery,
    responses: { 200: api.auditInvestorsResponse },
  },
  "GET /audit/investors/:userId/stream": {
    summary: "An investor's events with transfers and running balances",
    auth: "auditor",
    responses: { 200: api.auditStreamResponse },
  },
  "GET /audit/investors/:userId/stream.csv": { summary: "The same as CSV", auth: "auditor", responses: { 200: csvAnswer } },
  "GET /audit/trial-balance": {
    summary: "Trial balance now, at a date (asOf) or position",
    auth: "auditor",
    query: api.trialBalanceQuery,
    responses: { 200: api.trialBalanceResponse },
  },
  "GET /audit/trial-balance.csv": {
    summary: "The same as CSV",
    auth: "auditor",
    query: api.trialBalanceQuery,
    responses: { 200: csvAnswer },
  },
  "GET /audit/journal": {
    summary: "Journal lines by account, event type and date",
    auth: "auditor",
    query: api.journalQuery,
    responses: { 200: api.journalResponse },
  },
  "GET /audit/journal.csv": {
    summary: "The same as CSV (streamed)",
    auth: "auditor",
    query: api.journalQuery,
    responses: { 200: csvAnswer },
  },
  "GET /audit/runs": { summary: "Last replay and verify results", auth: "auditor", responses: { 200: api.auditRunsResponse } },
  "GET /audit/accounts": {
    summary: "The account picker: platform accounts and investors' accounts by name, email or id (search)",
    auth: "auditor",
    query: api.auditSearchQuery,
    responses: { 200: api.auditAccountsResponse },
  },
  "POST /audit/verify": {
    summary: "Verify now: start the ledger verification in the background (202; 409 while one runs), recorded in the runs",
    auth: "auditor",

    responses: { 202: api.verifyRunStatus },
  },
  "GET /audit/verify": {
    summary: "Whether a verification runs, and the last result",
    auth: "auditor",
    responses: { 200: api.verifyRunStatus },
  },
};
