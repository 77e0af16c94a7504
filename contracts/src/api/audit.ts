import { z } from "zod";
import { transferSchema } from "../accounts.js";
import { adminActionCode, boundedDay, boundedInstant, pageQuery } from "./common.js";

/** Audit area and operator endpoints. */
export const auditInvestorsResponse = z.object({
  investors: z.array(z.object({ _id: z.string(), fullName: z.string(), email: z.string(), sharesOwned: z.number() })),
});
export const auditStreamResponse = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  events: z.array(
    z.object({
      version: z.number().int(),
      position: z.string(),
      eventId: z.string(),
      type: z.string(),
      at: z.string(),
      actor: z.unknown(),
      requestedBy: z.unknown().optional(),
      approvedBy: z.unknown().optional(),
      /** The names of the users above (null for a job or an unknown id). */
      actorName: z.string().nullable().optional(),
      requestedByName: z.string().nullable().optional(),
      approvedByName: z.string().nullable().optional(),
      data: z.record(z.string(), z.unknown()),
      transfers: z.array(transferSchema),
      balancesAfter: z.record(z.string(), z.string()),
    }),
  ),
});
/** An account's readable name ("Ada Obi · profit", "Platform · treasury"); the id stays beside it. */
const accountName = z.string();
const trialBalanceRow = z.object({
  account: z.string(),
  accountName,
  debits: z.string(),
  credits: z.string(),
  balance: z.string(),
  normal: z.enum(["debit", "credit"]),
  /** The balance as a positive amount in its column (contracts balanceColumns); the other is null. */
  debitBalance: z.string().nullable(),
  creditBalance: z.string().nullable(),
});
export const trialBalanceResponse = z.object({
  asOf: z.string().nullable(),
  position: z.string().nullable(),
  accounts: z.array(trialBalanceRow),
  totals: z.object({ debits: z.string(), credits: z.string(), balance: z.string(), debitBalance: z.string(), creditBalance: z.string() }),
});
const AS_OF_MESSAGE = "Give a date (YYYY-MM-DD) or a date and time with an offset";
/** A point in time as a query gives it: a day (its end) or an instant, within the sane bounds. */
const pointInTime = (message: string) =>
  z.union([boundedInstant(message), boundedDay(message)], { error: `${message} (between 2000 and 2100).` });
export const trialBalanceQuery = z.strictObject({
  asOf: pointInTime(AS_OF_MESSAGE).optional(),
  position: z
    .string()
    .regex(/^\d{1,19}$/, "position must be a whole number")
    .optional(),
});
/** The journal view's filters: account (either side), event type, date range, paging. */
export const journalQuery = pageQuery(50, 500).extend({
  account: z.string().max(200, { message: "account must be at most 200 characters" }).optional(),
  eventType: z.string().max(100, { message: "eventType must be at most 100 characters" }).optional(),
  from: pointInTime(AS_OF_MESSAGE).optional(),
  to: pointInTime(AS_OF_MESSAGE).optional(),
});
export type JournalFilter = z.infer<typeof journalQuery>;
/** The audit pickers' free-text search (?search=). */
export const auditSearchQuery = z.strictObject({
  search: z.string().max(200, { message: "search must be at most 200 characters" }).optional(),
});
export const journalResponse = z.object({
  entries: z.array(
    z.object({
      position: z.string(),
      line: z.number().int(),
      event_id: z.string(),
      stream_id: z.string(),
      event_type: z.string(),
      debit_account: z.string(),
      debit_name: accountName,
      credit_account: z.string(),
      credit_name: accountName,
      /** The investor's name for an investor stream, else null. */
      stream_name: z.string().nullable(),
      amount: z.string(),
      occurred_at: z.union([z.string(), z.date()]),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
const auditRun = z
  .object({
    id: z.string(),
    kind: z.enum(["replay", "verify"]),
    ok: z.boolean(),
    report: z.unknown(),
    finished_at: z.union([z.string(), z.date()]),
  })
  .nullable();
export const auditRunsResponse = z.object({ replay: auditRun, verify: auditRun });
/** The picker's accounts: platform accounts and investors' accounts, by name or email. */
export const auditAccountsResponse = z.object({
  accounts: z.array(z.object({ account: z.string(), name: z.string(), email: z.string().nullable() })),
});
/** POST/GET /audit/verify: a verification started from the audit screen and its last result. */
export const verifyRunStatus = z.object({
  status: z.enum(["running", "idle"]),
  startedAt: z.string().nullable(),
  last: auditRun,
});
export const VERIFY_ALREADY_RUNNING = "A verification is already running";
export const setAuditorRequest = z.object({ isAuditor: z.boolean({ error: "isAuditor must be true or false" }), code: adminActionCode });
export const setAuditorResponse = z.object({ message: z.string(), isAuditor: z.boolean() });

const jobView = z.object({
  id: z.string().optional(),
  name: z.string(),
  attemptsMade: z.number(),
  progress: z.unknown(),
  failedReason: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export const jobsResponse = z.object({
  queues: z.array(
    z.object({ name: z.string(), counts: z.record(z.string(), z.number()), active: z.array(jobView), failed: z.array(jobView) }),
  ),
});
export const healthResponse = z.object({ status: z.string(), message: z.string().optional() });
export const csvText = z.string().describe("text/csv, streamed");
