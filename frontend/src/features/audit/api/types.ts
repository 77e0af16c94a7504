/** The audit answers' shapes, inferred from the contracts (type-only: no zod in the bundle). */
import type {
  auditAccountsResponse,
  auditInvestorsResponse,
  auditRunsResponse,
  verifyRunStatus,
  auditStreamResponse,
  journalResponse,
  trialBalanceResponse,
} from "@app/contracts";
import type { z } from "zod";

export type AuditInvestor = z.infer<typeof auditInvestorsResponse>["investors"][number];
export type InvestorStream = z.infer<typeof auditStreamResponse>;
export type StreamEvent = InvestorStream["events"][number];
export type TrialBalance = z.infer<typeof trialBalanceResponse>;
export type TrialBalanceRow = TrialBalance["accounts"][number];
export type JournalPage = z.infer<typeof journalResponse>;
export type JournalEntry = JournalPage["entries"][number];
export type AuditRuns = z.infer<typeof auditRunsResponse>;
export type AuditRun = NonNullable<AuditRuns["replay"]>;
export type AuditAccount = z.infer<typeof auditAccountsResponse>["accounts"][number];
export type VerifyStatus = z.infer<typeof verifyRunStatus>;
