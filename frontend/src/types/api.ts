/**
 * Shapes of the API answers the screens read: inferred from the `@app/contracts` zod schemas
 * (type-only imports, nothing of zod reaches the bundle). `User` stays loose because several
 * endpoints return different slices of the user.
 */
import type {
  adminUserDetailsResponse,
  announcementResponse,
  balanceHistoryPoint,
  LoanView,
  loanSummaryResponse,
  MoneyRunView,
  ReferralStatsRow,
  referralListResponse,
  referralRewardHistoryResponse,
  repaymentEntry,
  SharePurchaseItem,
  SignalItem,
  WithdrawalItem,
} from "@app/contracts";
import type { z } from "zod";

export type User = {
  _id: string;
  fullName: string;
  email: string;
  referralCode?: string;
  referredBy?: { fullName?: string; referralCode?: string } | string | null;
  referrer?: string | { fullName?: string } | null;
  sharesOwned: number;
  profitBalance: number;
  referralRewardBalance: number;
  phone?: string;
  wallet?: string;
  profilePicture?: string;
  isAdmin?: boolean;
  /** Read-only ledger role (issue 6); present where the server reports it. */
  isAuditor?: boolean;
  /** The account has a second factor on (withdrawals ask for a code). */
  twoFactorEnabled?: boolean;
  teamVolume?: number;
  teamShares?: number;
  teamInvestment?: number;
  createdAt?: string;
  pendingShares?: number;
  rank?: number;
  /** Dashboard only: 100 minus owned minus pending purchases. */
  remaining?: number;
};

export type SharePurchase = SharePurchaseItem;
export type Withdrawal = WithdrawalItem;
export type Paged<K extends string, T> = { [key in K]: T[] } & { totalPages: number; currentPage?: number };
export type ReferredUser = z.infer<typeof referralListResponse>["referrals"][number];
export type ReferralRewardEntry = z.infer<typeof referralRewardHistoryResponse>["history"][number];
export type Announcement = z.infer<typeof announcementResponse>;
export type Signal = SignalItem;
export type Loan = LoanView;
export type ManualPayment = LoanView["manualPayments"][number];
export type LoanSummary = z.infer<typeof loanSummaryResponse>;
export type RepaymentEntry = z.infer<typeof repaymentEntry>;
export type BatchRun = MoneyRunView;
export type BalancePoint = z.infer<typeof balanceHistoryPoint>;
export type ReferralStat = ReferralStatsRow;
export type AdminUserDetails = z.infer<typeof adminUserDetailsResponse>;
export type MessageResponse = { message?: string };
