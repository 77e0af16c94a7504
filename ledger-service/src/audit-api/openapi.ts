import * as api from "@app/contracts";
import { admin, auditor, csvAnswer, type RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the audit-api routes, from the schemas they parse and answer with. */
export const auditApiDocs: RouteDocs = {
  "PUT /admin/users/:id/auditor": admin(
    "Grant or remove the read-only auditor role: a role change like /admin/users/:id/role (an event; not one's own). With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong; nothing changes).",
    {
      refusals: { 403: "One's own role" },
      idempotent: true,
      actionCode: true,
      body: api.setAuditorRequest,
      doneOrHeld: api.setAuditorResponse,
    },
  ),
  "GET /audit/investors": auditor("Find an investor", { query: api.auditSearchQuery, ok: api.auditInvestorsResponse }),
  "GET /audit/investors/:userId/stream": auditor("An investor's events with transfers and running balances", {
    ok: api.auditStreamResponse,
  }),
  "GET /audit/investors/:userId/stream.csv": auditor("The same as CSV", { ok: csvAnswer }),
  "GET /audit/trial-balance": auditor("Trial balance now, at a date (asOf) or position", {
    query: api.trialBalanceQuery,
    ok: api.trialBalanceResponse,
  }),
  "GET /audit/trial-balance.csv": auditor("The same as CSV", { query: api.trialBalanceQuery, ok: csvAnswer }),
  "GET /audit/journal": auditor("Journal lines by account, event type and date", { query: api.journalQuery, ok: api.journalResponse }),
  "GET /audit/journal.csv": auditor("The same as CSV (streamed)", { query: api.journalQuery, ok: csvAnswer }),
  "GET /audit/runs": auditor("Last replay and verify results", { ok: api.auditRunsResponse }),
  "GET /audit/accounts": auditor("The account picker: platform accounts and investors' accounts by name, email or id (search)", {
    query: api.auditSearchQuery,
    ok: api.auditAccountsResponse,
  }),
  "POST /audit/verify": auditor(
    "Verify now: start the ledger verification in the background (202; 409 while one runs), recorded in the runs",
    { refusals: { 409: "A verification is running already" }, accepted: api.verifyRunStatus },
  ),
  "GET /audit/verify": auditor("Whether a verification runs, and the last result", { ok: api.verifyRunStatus }),
  "GET /audit/approved-alone": auditor("Approved alone: every action an admin did with no second admin (30 days), newest first", {
    ok: api.approvedAloneResponse,
  }),
  "GET /audit/admin-oversight": auditor("How many admins exist, and whether one is alone", { ok: api.adminOversightResponse }),
};
