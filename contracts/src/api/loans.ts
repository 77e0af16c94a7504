import { z } from "zod";
import { chainCheck, payoutRecord } from "../chain.js";
import { loanStatuses, type PurchaseNetwork } from "../constants.js";
import { chainOfNetwork } from "../wallet-address.js";
import { ENTER_VALID_LOAN_AMOUNT, MANUAL_PAYMENT_MESSAGE } from "../messages.js";
import { decimalInput, pagedList, pageQuery, statusFilter } from "./common.js";
import { payoutNetwork, payoutRequest } from "./withdrawals.js";
import { rejectionReasonField } from "./review.js";
import { txIdInput, txIdProblem } from "./shares.js";

/**
 * POST /api/loans/request: the percentage of capital (the form sends amount / capital x 100) and
 * where the loan is paid out, guarded as a withdrawal (an address of the network, an enrolled
 * investor's code).
 */
export const loanRequestBody = payoutRequest({ percentage: decimalInput(ENTER_VALID_LOAN_AMOUNT) }, payoutNetwork);
export type LoanRequestBody = z.infer<typeof loanRequestBody>;

/**
 * GET /api/loans/limits: the capital a loan is a percentage of (owned shares not held by a
 * pending sell-back x $100) and the bounds the request enforces.
 */
export const loanLimitsResponse = z.object({
  investmentCapital: z.number(),
  minLoan: z.number(),
  maxLoan: z.number(),
  sharesHeldBySellBack: z.number(),
});
export type LoanLimits = z.infer<typeof loanLimitsResponse>;

/** Where a loan is paid out; null for loans requested before loans named one. */
const payout = {
  wallet: z.string().nullable(),
  network: z.string().nullable(),
  /** A pending loan to a wallet the investor was never paid to can be approved only after this time; else null. */
  approvableAfter: z.string().nullable(),
};

/** Issue 34: the transaction that sent the loan and its check; null before an admin records one. */
const payoutTx = { payout: payoutRecord.nullable().optional() };

export const manualPaymentBody = z.object({
  loanId: z.string({ error: "Loan not found" }).min(1, "Loan not found"),
  amount: decimalInput(MANUAL_PAYMENT_MESSAGE).refine((s) => /^\d+(\.\d{1,2})?$/.test(s) && /[1-9]/.test(s), {
    message: MANUAL_PAYMENT_MESSAGE,
  }),
  proofUrl: z.string({ error: MANUAL_PAYMENT_MESSAGE }).trim().min(1, MANUAL_PAYMENT_MESSAGE),
  /** The repayment's transaction id on the repayment network, when the investor gives one (its shape: repaymentTxIdProblem). */
  txId: txIdInput,
});

export type ManualPaymentBody = z.infer<typeof manualPaymentBody>;

/** The purchase network whose transaction ids a payout/repayment network shares ("USDT TRC20" -> "TRC20"). */
const TX_ID_NETWORK = { BEP20: "USDT BEP20 (BSC)", TRC20: "TRC20", APTOS: "APTOS" } as const satisfies Record<string, PurchaseNetwork>;

/**
 * A repayment's transaction id checked against the repayment network's shape (LOAN_REPAYMENT_NETWORK,
 * a server setting, so the route checks it after parsing): null when it fits or is empty.
 */
export function repaymentTxIdProblem(network: string, txId: string | undefined): string | null {
  const network_ = repaymentTxIdNetwork(network);
  return network_ ? txIdProblem(network_, txId) : null;
}

/** The purchase network whose transaction-id shape a repayment network shares (null for an unknown one): the form names that shape. */
export function repaymentTxIdNetwork(network: string): PurchaseNetwork | null {
  const chain = chainOfNetwork(network);
  return chain ? TX_ID_NETWORK[chain] : null;
}

export const approveManualPaymentBody = z.object({
  loanId: z.string({ error: "Loan not found" }).min(1, "Loan not found"),
  paymentIndex: z.coerce.number({ error: "Manual payment not found" }).int("Manual payment not found").min(0, "Manual payment not found"),
  /**
   * A payment larger than the loan's remaining balance is refused (409) unless the admin
   * chooses to credit the excess to the investor's profit balance; the choice is in the event.
   */
  creditExcessToProfit: z.boolean().optional().catch(undefined),
});

export const loanListQuery = pageQuery(10, 100).extend({
  status: statusFilter(loanStatuses),
  search: z.string().trim().max(200, { message: "search must be at most 200 characters" }).optional(),
});

export const manualPaymentView = z.object({
  amount: z.number(),
  proofUrl: z.string(),
  approved: z.boolean(),
  uploadedAt: z.string(),
  /** The repayment's transaction id, when the investor gave one. */
  txId: z.string().nullable(),
  /** Its check on the repayment network (`unchecked`: network not checked on chain, or no id). */
  chainCheck,
});

export const loanView = z.object({
  _id: z.string(),
  user: z.object({ fullName: z.string(), email: z.string() }),
  percentage: z.number(),
  amountRequested: z.number(),
  companyCharge: z.number(),
  totalPayable: z.number(),
  remaining: z.number(),
  repaymentMethod: z.string(),
  status: z.enum(loanStatuses),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** Why an admin rejected it, when they said. */
  rejectionReason: rejectionReasonField,
  manualPayments: z.array(manualPaymentView),
  ...payout,
  ...payoutTx,
});
export type LoanView = z.infer<typeof loanView>;

export const loanSummaryResponse = z.object({
  loanId: z.string(),
  amountRequested: z.number(),
  companyCharge: z.number(),
  totalPayable: z.number(),
  remaining: z.number(),
  status: z.enum(loanStatuses),
  repaymentMethod: z.string(),
  paidAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** Why an admin rejected it, when they said. */
  rejectionReason: rejectionReasonField,
  ...payout,
  ...payoutTx,
  /** The borrower's manual payments, each with its check on the repayment network. */
  manualPayments: z.array(manualPaymentView),
});

export const repaymentEntry = z.object({
  at: z.string(),
  source: z.string(),
  amount: z.number(),
  balanceAfter: z.number(),
  note: z.string(),
});
export const loanHistoryResponse = z.object({ history: z.array(repaymentEntry) });
export const loanListResponse = pagedList("loans", loanView);
