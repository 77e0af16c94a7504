import * as api from "@app/contracts";
import { z } from "zod";
import { doneOrHeld, type RouteDocs } from "../openapi/route-doc.js";

const withLoan = z.object({ message: z.string(), loan: api.loanView });
const adminLoanHistory = z.object({ history: z.array(api.repaymentEntry), loan: api.loanView });

/** The OpenAPI description of the loans routes, from the schemas they parse and answer with. */
export const loansDocs: RouteDocs = {
  "POST /loans/request": {
    summary:
      "Request a loan (1-20% of capital) paid out to a wallet on a withdrawal network; guarded as a withdrawal (the enrolled investor's code, a new wallet held NEW_WALLET_HOLD_HOURS)",
    auth: "user",
    body: api.loanRequestBody,
    responses: { 201: withLoan },
  },
  "GET /loans/limits": {
    summary: "My loan capital (shares not held by a pending sell-back x $100) and the Min/Max a request may ask",
    auth: "user",
    responses: { 200: api.loanLimitsResponse },
  },
  "GET /loans/summary": { summary: "My current or latest loan", auth: "user", responses: { 200: api.loanSummaryResponse } },
  "GET /loans/history": { summary: "My repayment history", auth: "user", responses: { 200: api.loanHistoryResponse } },
  "POST /loans/manual-payment": {
    summary: "Submit a manual repayment for review",
    auth: "user",
    body: api.manualPaymentBody,
    responses: { 201: api.messageResponse },
  },
  "GET /loans/all": {
    summary: "All loans (search, status filter, paging)",
    auth: "admin",
    query: api.loanListQuery,
    responses: { 200: api.loanListResponse },
  },
  "PUT /loans/approve/:id": {
    summary:
      "Approve a pending loan (above FOUR_EYES_AMOUNT or past the admin's 24-hour solo limit with two admins: 202 with the pending approval). With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong).",
    auth: "admin",
    responses: doneOrHeld(withLoan),
  },
  "PUT /loans/reject/:id": {
    summary: "Reject a pending loan, with the reason the investor is shown",
    auth: "admin",
    body: api.rejectRequestBody,
    bodyOptional: true,
    responses: { 200: withLoan },
  },
  "PUT /loans/mark-paid/:id": {
    summary:
      "Mark an approved loan as paid: what no payment covers is written off to platform:loan-loss (with two admins always 202 with the pending write-off approval). With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong).",
    auth: "admin",
    responses: doneOrHeld(withLoan),
  },
  "PUT /loans/manual-payment/approve": {
    summary:
      "Approve a manual repayment (once; above FOUR_EYES_AMOUNT or past the admin's 24-hour solo limit with two admins: 202 with the pending approval). With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong).",
    auth: "admin",
    body: api.approveManualPaymentBody,
    responses: doneOrHeld(withLoan),
  },
  "GET /loans/history/:id": { summary: "A loan's repayments and manual payments", auth: "admin", responses: { 200: adminLoanHistory } },
};
