import * as api from "@app/contracts";
import { z } from "zod";

export type Auth = "none" | "user" | "admin" | "auditor";

export interface RouteDoc {
  summary: string;
  auth: Auth;
  body?: z.ZodType;
  query?: z.ZodType;
  /** "multipart" for file uploads (the field name is in the summary). */
  bodyType?: "json" | "multipart";
  response: z.ZodType;
  /** Success status when not 200. */
  status?: number;
}

const message = api.messageResponse;
const withLoan = z.object({ message: z.string(), loan: api.loanView });
const adminLoanHistory = z.object({ history: z.array(api.repaymentEntry), loan: api.loanView });
const broadcastStatus = z.object({}).catchall(z.unknown()).describe("status and sent/failed counts of one broadcast");
const imageBytes = z.string().describe("the image bytes");

/**
 * Every route of the API with its schemas from `contracts`: the OpenAPI document is generated
 * from this, and a test fails when a route exists without an entry here.
 */
export const catalog: Record<string, RouteDoc> = {
  "GET /health": { summary: "Liveness", auth: "none", response: api.healthResponse },
  "GET /ready": {
    summary: "Readiness: PostgreSQL, Redis, projection lag (503 with the reason)",
    auth: "none",
    response: api.healthResponse,
  },

  "POST /auth/register": { summary: "Register", auth: "none", body: api.registerRequest, response: api.registerResponse, status: 201 },
  "POST /auth/login": {
    summary: "Log in (failures slowed per IP and account); an account with a second factor gets a challenge instead of a token",
    auth: "none",
    body: api.loginRequest,
    response: api.loginResponse.or(api.twoFactorChallengeResponse),
  },
  "POST /auth/2fa/verify": {
    summary: "Second step of a login: the challenge and a current authenticator code or an unused recovery code",
    auth: "none",
    body: api.twoFactorVerifyRequest,
    response: api.loginResponse,
  },
  "GET /auth/2fa": {
    summary: "Whether the caller has a second factor, and recovery codes left",
    auth: "user",
    response: api.twoFactorStatusResponse,
  },
  "POST /auth/2fa/setup": {
    summary: "A new TOTP secret and its otpauth:// URL (pending until enabled)",
    auth: "user",
    body: z.object({}).describe("empty"),
    response: api.twoFactorSetupResponse,
  },
  "POST /auth/2fa/enable": {
    summary:
      "Turn the second factor on with its first code and the password (wrong password: 400, counted as a failed sign-in); answers one-time recovery codes; ends the caller's other sessions",
    auth: "user",
    body: api.twoFactorCodeRequest,
    response: api.twoFactorEnableResponse,
  },
  "POST /auth/2fa/disable": {
    summary:
      "Turn the second factor off with the password and a current code or a recovery code; ends the caller's other sessions and mails the account",
    auth: "user",
    body: api.twoFactorCodeRequest,
    response: message,
  },
  "POST /auth/change-password": {
    summary: "Change the password with the current one; every other session ends, the caller gets a fresh token",
    auth: "user",
    body: api.changePasswordRequest,
    response: api.changePasswordResponse,
  },
  "POST /auth/logout": { summary: "Log out: every token issued so far stops working", auth: "user", response: message },
  "GET /auth/sessions": {
    summary: "Where the caller is signed in: device, address, last seen, and which session is this one (never a token)",
    auth: "user",
    response: api.sessionList,
  },
  "DELETE /auth/sessions/:id": {
    summary: "End one of the caller's sessions: its token is refused from then on (404 for an unknown or another user's session)",
    auth: "user",
    response: message,
  },
  "POST /auth/sessions/revoke-others": {
    summary: "End every session of the caller but the current one",
    auth: "user",
    body: z.object({}).describe("empty"),
    response: message,
  },
  "POST /auth/forgot-password": {
    summary: "Send a reset link (same answer for unknown emails)",
    auth: "none",
    body: api.forgotPasswordRequest,
    response: message,
  },
  "POST /auth/resend-verification": {
    summary: "Send a new verification link (same answer for unknown or verified emails)",
    auth: "none",
    body: api.resendVerificationRequest,
    response: message,
  },
  "POST /auth/reset-password": {
    summary: "Reset the password with a token",
    auth: "none",
    body: api.resetPasswordRequest,
    response: message,
  },
  "GET /auth/verify": { summary: "Verify an email address", auth: "none", query: api.verifyEmailQuery, response: message },

  "POST /contact": { summary: "Send a contact message", auth: "none", body: api.contactRequest, response: message },
  "GET /admin/contact-messages": { summary: "Contact messages", auth: "admin", response: api.contactMessagesResponse },
  "GET /announcement/active": { summary: "The active announcement", auth: "user", response: api.announcementResponse },
  "POST /announcement/create": {
    summary: "Save the announcement",
    auth: "admin",
    body: api.announcementRequest,
    response: api.announcementResponse,
  },
  "PATCH /announcement/toggle": { summary: "Enable or disable the announcement", auth: "admin", response: api.announcementResponse },
  "GET /signals/public": { summary: "Free trading signals", auth: "none", response: api.signalsResponse },
  "GET /signals": { summary: "Signals (admin)", auth: "admin", response: api.signalsResponse },
  "POST /signals": {
    summary: "Publish a signal",
    auth: "admin",
    body: api.createSignalRequest,
    response: z.object({ message: z.string(), signal: api.signalItem }),
    status: 201,
  },
  "PATCH /signals/:id": {
    summary: "Update a signal's status and notes",
    auth: "admin",
    body: api.updateSignalRequest,
    response: z.object({ message: z.string(), signal: api.signalItem }),
  },
  "DELETE /signals/:id": { summary: "Delete a signal", auth: "admin", response: message },

  "GET /user/me": { summary: "My profile with balances", auth: "user", response: z.object({}).catchall(z.unknown()) },
  "PUT /user/me": {
    summary: "Update my name and phone",
    auth: "user",
    body: api.updateProfileRequest,
    response: z.object({}).catchall(z.unknown()),
  },
  "POST /user/upload-profile-picture": {
    summary: "Upload my profile picture (multipart field `profile`)",
    auth: "user",
    bodyType: "multipart",
    response: api.profilePictureResponse,
  },
  "POST /uploads": {
    summary:
      "Upload a payment proof or receipt (multipart field `file`, 5 MB max; re-encoded without metadata; per-user quota and rate): answers a signed link to name once as `proof`/`proofUrl`",
    auth: "user",
    bodyType: "multipart",
    response: api.uploadResponse,
    status: 201,
  },
  "GET /uploads/:name": {
    summary:
      "An uploaded image: a proof or receipt only with `?expires=&signature=` from a signed link (403 otherwise); a profile picture by its name",
    auth: "none",
    response: imageBytes,
  },
  "GET /user/dashboard": { summary: "My dashboard", auth: "user", response: api.dashboardResponse },
  "GET /user/balance-history": { summary: "My balances over time (chart)", auth: "user", response: api.balanceHistoryResponse },
  "GET /user/referrals": { summary: "People I referred and my code", auth: "user", response: api.referralListResponse },
  "GET /user/referral-volume": { summary: "My team's shares and value", auth: "user", response: api.referralVolumeResponse },
  "GET /user/referral-rewards/history": { summary: "My referral rewards", auth: "user", response: api.referralRewardHistoryResponse },

  "GET /admin/share-price": { summary: "Current share price (any logged-in user)", auth: "user", response: api.sharePriceResponse },
  "PUT /admin/share-price": {
    summary: "Set the share price (202 with the pending approval once two admins exist)",
    auth: "admin",
    body: api.updateSharePriceRequest,
    response: api.sharePriceResponse,
  },
  "GET /site": {
    summary:
      "Who runs the platform: brand, legal name, CAC/SEC numbers, address, support contacts, logo, public address (unset ones absent)",
    auth: "none",
    response: api.siteIdentityResponse,
  },
  "GET /config/wallets": {
    summary: "Deposit addresses per network and the loan repayment address",
    auth: "none",
    response: api.walletsResponse,
  },
  "GET /purchase-windows": {
    summary: "Purchase windows: open now?, the current and next window, every window (no login)",
    auth: "none",
    response: api.purchaseWindowsResponse,
  },
  "POST /admin/purchase-windows": {
    summary: "Schedule a purchase window (overlapping or inverted windows refused)",
    auth: "admin",
    body: api.purchaseWindowRequest,
    response: api.purchaseWindowView,
    status: 201,
  },
  "DELETE /admin/purchase-windows/:id": { summary: "Remove a purchase window", auth: "admin", response: message },
  "GET /loans/portal-status": { summary: "Is the loan portal open", auth: "user", response: api.portalStatusResponse },
  "POST /loans/toggle-portal": { summary: "Open or close the loan portal", auth: "admin", response: api.togglePortalResponse },

  "POST /shares": {
    summary: "Request a share purchase (Idempotency-Key)",
    auth: "user",
    body: api.sharePurchaseRequest,
    response: api.sharePurchaseCreatedResponse,
    status: 201,
  },
  "GET /shares/mine": { summary: "My purchases", auth: "user", response: api.myPurchasesResponse },
  "GET /shares/all": {
    summary: "All purchases, newest first, paged; optional status filter (400 for an unknown status)",
    auth: "admin",
    query: api.adminPurchasesQuery,
    response: api.adminPurchasesResponse,
  },
  "PUT /shares/approve/:id": {
    summary:
      "Approve a pending purchase (409 if decided; above FOUR_EYES_AMOUNT or past the admin's 24-hour solo limit with two admins: 202 with the pending approval). With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong).",
    auth: "admin",
    response: api.purchaseDecisionResponse,
  },
  "PUT /shares/reject/:id": {
    summary: "Reject a pending purchase (409 if decided)",
    auth: "admin",
    response: api.purchaseDecisionResponse,
  },
  "GET /shares/sell-back/quote": {
    summary: "Shares I may sell back now (lots held the minimum days), locked shares, the price and the 10 % fee",
    auth: "user",
    response: api.sellBackQuoteResponse,
  },
  "POST /shares/sell-back": {
    summary:
      "Request a sell-back: the shares are held at once and earn no profit while pending; guarded as a withdrawal (address of the network, the enrolled investor's code, a new wallet held NEW_WALLET_HOLD_HOURS) (Idempotency-Key)",
    auth: "user",
    body: api.sellBackRequest,
    response: api.sellBackCreatedResponse,
    status: 201,
  },
  "PUT /shares/sell-back/:id/cancel": {
    summary: "Cancel my pending sell-back: the held shares are released (409 once decided, 404 not mine) (Idempotency-Key)",
    auth: "user",
    response: api.sellBackDecisionResponse,
  },
  "GET /shares/sell-back/mine": {
    summary: "My sell-back requests, newest first",
    auth: "user",
    response: api.mySellBacksResponse,
  },
  "GET /shares/sell-backs": {
    summary: "All sell-back requests, 20 a page; optional status filter (400 for an unknown status)",
    auth: "admin",
    query: api.adminSellBacksQuery,
    response: api.adminSellBacksResponse,
  },
  "PUT /shares/sell-back/approve/:id": {
    summary:
      "Approve a pending sell-back at the current price: pays shares x price less 10 %, returns the shares to the offering (past the four-eyes limits: 202). With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong).",
    auth: "admin",
    response: api.sellBackDecisionResponse,
  },
  "PUT /shares/sell-back/reject/:id": {
    summary: "Reject a pending sell-back: the held shares are released",
    auth: "admin",
    response: api.sellBackDecisionResponse,
  },

  "POST /withdrawals": {
    summary: "Request a withdrawal: held at once (Idempotency-Key)",
    auth: "user",
    body: api.withdrawalRequest,
    response: api.withdrawalResponse,
    status: 201,
  },
  "GET /withdrawals": {
    summary: "My withdrawals, 5 a page",
    auth: "user",
    query: api.userWithdrawalsQuery,
    response: api.withdrawalsPageResponse,
  },
  "GET /withdrawals/admin": {
    summary: "All withdrawals, 10 a page; optional status filter (400 for an unknown status)",
    auth: "admin",
    query: api.adminWithdrawalsQuery,
    response: api.withdrawalsPageResponse,
  },
  "PUT /withdrawals/approve/:id": {
    summary:
      "Approve: the hold settles (5% fee); above FOUR_EYES_AMOUNT or past the admin's 24-hour solo limit with two admins, 202 with the pending approval. With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong).",
    auth: "admin",
    response: api.withdrawalResponse,
  },
  "PUT /withdrawals/reject/:id": { summary: "Reject: the hold is refunded", auth: "admin", response: api.withdrawalResponse },
  "PUT /withdrawals/:id/cancel": {
    summary:
      "Cancel my pending withdrawal: the hold returns to its source in the same append (409 once decided, 404 not mine) (Idempotency-Key)",
    auth: "user",
    response: api.withdrawalResponse,
  },
  "GET /user/paid-wallets": {
    summary: "The wallets I was paid to (no new-wallet hold there) and the hold's length in hours",
    auth: "user",
    response: api.paidWalletsResponse,
  },
  "GET /withdrawals/stats/approved": { summary: "Approved withdrawals", auth: "admin", response: api.approvedWithdrawalsResponse },
  "GET /withdrawals/stats/fees": { summary: "Fees collected", auth: "admin", response: api.withdrawalFeesResponse },

  "POST /profits/credit": {
    summary: "Start a profit run (above FOUR_EYES_PERCENT with two admins: 202 with the pending approval)",
    auth: "admin",
    body: api.creditProfitRequest,
    response: api.startRunResponse,
    status: 202,
  },
  "GET /profits/runs": { summary: "Profit runs", auth: "admin", response: api.moneyRunListResponse },
  "GET /profits/preview": {
    summary: "What a profit run of ?percentage= would credit now (investors, exact total) and the last 7 days' run, if any",
    auth: "admin",
    query: api.creditProfitRequest,
    response: api.runPreviewResponse,
  },
  "GET /profits/runs/:runId": { summary: "One profit run's progress", auth: "admin", response: api.moneyRunView },
  "GET /admin/referral-stats": { summary: "Team figures per investor", auth: "admin", response: api.referralStatsResponse },
  "POST /admin/referral-rewards/distribute": {
    summary: "Start a referral-reward run (above FOUR_EYES_PERCENT with two admins: 202 with the pending approval)",
    auth: "admin",
    body: api.distributeRewardsRequest,
    response: api.startRunResponse,
    status: 202,
  },
  "GET /admin/referral-rewards/runs": { summary: "Referral-reward runs", auth: "admin", response: api.moneyRunListResponse },
  "GET /admin/referral-rewards/preview": {
    summary: "What a referral reward run of ?percentage= would credit now (referrers, exact total) and the last 7 days' run, if any",
    auth: "admin",
    query: api.distributeRewardsRequest,
    response: api.runPreviewResponse,
  },
  "GET /admin/referral-rewards/runs/:runId": { summary: "One referral-reward run's progress", auth: "admin", response: api.moneyRunView },

  "POST /loans/request": {
    summary:
      "Request a loan (1-20% of capital) paid out to a wallet on a withdrawal network; guarded as a withdrawal (the enrolled investor's code, a new wallet held NEW_WALLET_HOLD_HOURS)",
    auth: "user",
    body: api.loanRequestBody,
    response: withLoan,
    status: 201,
  },
  "GET /loans/limits": {
    summary: "My loan capital (shares not held by a pending sell-back x $100) and the Min/Max a request may ask",
    auth: "user",
    response: api.loanLimitsResponse,
  },
  "GET /loans/summary": { summary: "My current or latest loan", auth: "user", response: api.loanSummaryResponse },
  "GET /loans/history": { summary: "My repayment history", auth: "user", response: api.loanHistoryResponse },
  "POST /loans/manual-payment": {
    summary: "Submit a manual repayment for review",
    auth: "user",
    body: api.manualPaymentBody,
    response: withLoan,
    status: 201,
  },
  "GET /loans/all": {
    summary: "All loans (search, status filter, paging)",
    auth: "admin",
    query: api.loanListQuery,
    response: api.loanListResponse,
  },
  "PUT /loans/approve/:id": {
    summary:
      "Approve a pending loan (above FOUR_EYES_AMOUNT or past the admin's 24-hour solo limit with two admins: 202 with the pending approval). With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong).",
    auth: "admin",
    response: withLoan,
  },
  "PUT /loans/reject/:id": { summary: "Reject a pending loan", auth: "admin", response: withLoan },
  "PUT /loans/mark-paid/:id": {
    summary:
      "Mark an approved loan as paid: what no payment covers is written off to platform:loan-loss (with two admins always 202 with the pending write-off approval). With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong).",
    auth: "admin",
    response: withLoan,
  },
  "PUT /loans/manual-payment/approve": {
    summary:
      "Approve a manual repayment (once; above FOUR_EYES_AMOUNT or past the admin's 24-hour solo limit with two admins: 202 with the pending approval). With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong).",
    auth: "admin",
    body: api.approveManualPaymentBody,
    response: withLoan,
  },
  "GET /loans/history/:id": { summary: "A loan's repayments and manual payments", auth: "admin", response: adminLoanHistory },

  "GET /admin/users": {
    summary: "Users (?investorsOnly=true: holders ranked by shares)",
    auth: "admin",
    query: api.adminUsersQuery,
    response: api.adminUsersResponse,
  },
  "PUT /admin/users/:id/shares": {
    summary: "Edit a user's shares through the ledger (202 with the pending approval once two admins exist)",
    auth: "admin",
    body: api.updateUserSharesRequest,
    response: api.updateUserSharesResponse,
  },
  "DELETE /admin/users/:id": { summary: "Delete a user (soft; history kept)", auth: "admin", response: message },
  "GET /admin/user/:id/details": {
    summary: "A user's profile, purchases, withdrawals, referrals",
    auth: "admin",
    response: api.adminUserDetailsResponse,
  },
  "GET /admin/stats": { summary: "Admin dashboard counts", auth: "admin", response: api.adminStatsResponse },
  "GET /admin/pending-counts": {
    summary: "Requests waiting for an admin: pending purchases, withdrawals, sell-backs, loans, manual loan payments and approvals",
    auth: "admin",
    response: api.pendingCountsResponse,
  },
  "PUT /admin/users/:id/role": {
    summary:
      "Make a user admin, auditor or investor (not oneself; while one admin exists granting admin is 403: the operator runs `npm run admin:grant -- <email>`; granting or removing admin: 202 with the pending approval once two admins exist)",
    auth: "admin",
    body: api.changeUserRoleRequest,
    response: api.changeUserRoleResponse,
  },
  "GET /admin/approvals": {
    summary: "Four-eyes approvals: pending first, then recently decided (paged)",
    auth: "admin",
    query: api.adminApprovalsQuery,
    response: api.approvalsPageResponse,
  },
  "PUT /admin/approvals/:id/approve": {
    summary:
      "A second admin approves: the held action runs once (403 for one's own request; 409 decided, out of date, or the action's own error, recorded)." +
      "With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong).",
    auth: "admin",
    response: api.approvalDecisionResponse,
  },
  "PUT /admin/approvals/:id/reject": {
    summary: "Reject a pending approval (the requester may withdraw their own): nothing else changes",
    auth: "admin",
    response: api.approvalDecisionResponse,
  },
  "GET /admin/four-eyes": {
    summary: "How many admins exist, whether money actions need a second admin, pending count and thresholds",
    auth: "admin",
    response: api.fourEyesStatusResponse,
  },
  "PUT /admin/users/:id/auditor": {
    summary: "Grant or remove the read-only auditor role: a role change like /admin/users/:id/role (an event; not one's own)",
    auth: "admin",
    body: api.setAuditorRequest,
    response: api.setAuditorResponse,
  },
  "POST /admin/broadcast": {
    summary: "Email every active user (sanitized HTML)",
    auth: "admin",
    body: api.broadcastRequest,
    response: api.broadcastResponse,
    status: 202,
  },
  "GET /admin/broadcasts/:id": { summary: "One broadcast's progress", auth: "admin", response: broadcastStatus },
  "GET /admin/jobs": { summary: "Background job queues: counts, running, failed", auth: "admin", response: api.jobsResponse },
  "POST /admin/jobs/:queue/:jobId/retry": { summary: "Retry a failed job", auth: "admin", response: message },

  "GET /audit/investors": { summary: "Find an investor", auth: "auditor", response: api.auditInvestorsResponse },
  "GET /audit/investors/:userId/stream": {
    summary: "An investor's events with transfers and running balances",
    auth: "auditor",
    response: api.auditStreamResponse,
  },
  "GET /audit/investors/:userId/stream.csv": { summary: "The same as CSV", auth: "auditor", response: api.csvText },
  "GET /audit/trial-balance": {
    summary: "Trial balance now, at a date (asOf) or position",
    auth: "auditor",
    query: api.trialBalanceQuery,
    response: api.trialBalanceResponse,
  },
  "GET /audit/trial-balance.csv": { summary: "The same as CSV", auth: "auditor", query: api.trialBalanceQuery, response: api.csvText },
  "GET /audit/journal": {
    summary: "Journal lines by account, event type and date",
    auth: "auditor",
    query: api.journalQuery,
    response: api.journalResponse,
  },
  "GET /audit/journal.csv": { summary: "The same as CSV (streamed)", auth: "auditor", query: api.journalQuery, response: api.csvText },
  "GET /audit/runs": { summary: "Last replay and verify results", auth: "auditor", response: api.auditRunsResponse },
  "GET /audit/accounts": {
    summary: "The account picker: platform accounts and investors' accounts by name, email or id (search)",
    auth: "auditor",
    response: api.auditAccountsResponse,
  },
  "POST /audit/verify": {
    summary: "Verify now: start the ledger verification in the background (202; 409 while one runs), recorded in the runs",
    auth: "auditor",
    body: z.object({}).describe("empty"),
    response: api.verifyRunStatus,
    status: 202,
  },
  "GET /audit/verify": { summary: "Whether a verification runs, and the last result", auth: "auditor", response: api.verifyRunStatus },
};

const statementFile = z.string().describe("text/csv (streamed) or application/pdf, by `format`");
// Notifications and statements.
Object.assign(catalog, {
  "GET /notifications": {
    summary: "My notifications of money events, newest first (20 a page), and the unread count",
    auth: "user",
    query: api.notificationsQuery,
    response: api.notificationsResponse,
  },
  "POST /notifications/read": {
    summary: "Mark some ({ ids }) or all ({ all: true }) of my notifications read",
    auth: "user",
    body: api.markNotificationsReadRequest,
    response: message,
  },
  "GET /user/notification-settings": {
    summary: "Whether profit and reward credits are mailed to me",
    auth: "user",
    response: api.notificationSettings,
  },
  "PUT /user/notification-settings": {
    summary: "Turn the mails of profit and reward credits on or off (money leaving the account is always mailed)",
    auth: "user",
    body: api.notificationSettings,
    response: api.notificationSettings,
  },
  "GET /user/statement": {
    summary: "My statement for whole UTC days: opening, movements and closing of profit, referral reward, shares and loan",
    auth: "user",
    query: api.statementQuery,
    response: statementFile,
  },
  "GET /admin/users/:id/statement": {
    summary: "Any investor's statement",
    auth: "admin",
    query: api.statementQuery,
    response: statementFile,
  },
  "GET /admin/metrics": {
    summary:
      "Prometheus text (latency by route, 429s, sign-in failures, auth events, mails, projection lag, queue depths, run progress); an admin's token or Bearer METRICS_TOKEN",
    auth: "admin",
    response: z.string().describe("text/plain; version=0.0.4 (Prometheus exposition format)"),
  },
} satisfies Record<string, RouteDoc>);
