import * as api from "@app/contracts";
import { z } from "zod";
import { admin, optionalReason, type RouteDocs, user } from "../openapi/route-doc.js";

const withLoan = z.object({ message: z.string(), loan: api.loanView });
const adminLoanHistory = z.object({ history: z.array(api.repaymentEntry), loan: api.loanView });

/** The OpenAPI description of the loans routes, from the schemas they parse and answer with. */
export const loansDocs: RouteDocs = {
  "POST /loans/request": user(
    "Request a loan (1-20% of capital) paid out to a wallet on a withdrawal network; guarded as a withdrawal (the enrolled investor's code, a new wallet held NEW_WALLET_HOLD_HOURS)",
    {
      refusals: { 409: true, 422: "Breaks a loan rule (portal closed, an open loan, outside 1-20 % of capital)" },
      idempotent: true,
      moneyWrite: true,
      body: api.loanRequestBody,
      created: withLoan,
    },
  ),
  "GET /loans/limits": user("My loan capital (shares not held by a pending sell-back x $100) and the Min/Max a request may ask", {
    ok: api.loanLimitsResponse,
  }),
  "GET /loans/summary": user("My current or latest loan", { refusals: { 404: "No loan yet" }, ok: api.loanSummaryResponse }),
  "GET /loans/history": user("My repayment history", { ok: api.loanHistoryResponse }),
  "POST /loans/manual-payment": user(
    "Submit a manual repayment for review. An optional `txId` (shaped for LOAN_REPAYMENT_NETWORK, else 400) is claimed for this payment (409 when it already backs another payment in or out) and, on a network checked on chain, checked by a worker: a transfer of at least the amount to LOAN_REPAYMENT_ADDRESS (the payment's `chainCheck`).",
    {
      refusals: { 404: "No open loan", 409: "The txId already backs another payment", 422: true },
      idempotent: true,
      moneyWrite: true,
      body: api.manualPaymentBody,
      created: api.messageResponse,
    },
  ),
  "GET /loans/all": admin("All loans (search, status filter, paging)", { query: api.loanListQuery, ok: api.loanListResponse }),
  "PUT /loans/approve/:id": admin(
    "Approve a pending loan (above FOUR_EYES_AMOUNT or past the admin's 24-hour solo limit with two admins: 202 with the pending approval). With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong).",
    { refusals: { 409: "Not pending (decided already)", 422: true }, idempotent: true, actionCode: true, doneOrHeld: withLoan },
  ),
  "PUT /loans/reject/:id": admin("Reject a pending loan, with the reason the investor is shown", {
    refusals: { 409: "Not pending (decided already)" },
    idempotent: true,
    ...optionalReason,
    ok: withLoan,
  }),
  "PUT /loans/mark-paid/:id": admin(
    "Mark an approved loan as paid: what no payment covers is written off to platform:loan-loss (with two admins always 202 with the pending write-off approval). With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong).",
    { refusals: { 409: "Not approved, or paid already", 422: true }, idempotent: true, actionCode: true, doneOrHeld: withLoan },
  ),
  "PUT /loans/manual-payment/approve": admin(
    "Approve a manual repayment (once; above FOUR_EYES_AMOUNT or past the admin's 24-hour solo limit with two admins: 202 with the pending approval; on a repayment network checked on chain, a verified payment needs one admin whatever the amount and any other needs a second admin, with the reason). With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong).",
    {
      refusals: { 404: "No such pending payment", 409: "Decided already", 422: true },
      idempotent: true,
      actionCode: true,
      body: api.approveManualPaymentBody,
      doneOrHeld: withLoan,
    },
  ),
  "GET /loans/history/:id": admin("A loan's repayments and manual payments", { ok: adminLoanHistory }),
};
