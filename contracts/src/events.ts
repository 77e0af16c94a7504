import { z } from "zod";
import { transferSchema } from "./accounts.js";
import { approvalActionSchema, approvalKinds, userRoles } from "./approvals.js";
import { chainNetworks, txUses } from "./chain.js";
import { payoutUses } from "./chain-payouts.js";
import { purchaseNetworks, withdrawalNetworks, withdrawalSources } from "./constants.js";
import { decimalString, sharesString, usdString } from "./money.js";

/**
 * Every event of the ledger: type + data. Metadata (actor, causation, correlation, request id)
 * travels beside the data. Money events carry their balanced journal transfers.
 */
export const eventMetadataSchema = z
  .object({
    actor: z.string().optional(),
    correlationId: z.string().optional(),
    causationId: z.string().optional(),
    requestId: z.string().optional(),
  })
  .catchall(z.unknown());
export type EventMetadata = z.infer<typeof eventMetadataSchema>;

const transfers = z.array(transferSchema);
const id = z.string().min(1);
const isoDate = z.string().min(1);
/** The admin's reason on a rejection, shown to the investor; events from before reasons have none. */
const rejectionReasonText = z.string().optional();

/** "admin": an old "Mark paid" journaled as cash; "write-off": the receivable moved to platform:loan-loss. */
export const loanRepaymentSources = ["profit", "manual", "admin", "write-off"] as const;

export const eventSchemas = {
  // investor-{userId}
  SharePurchaseRequested: z.object({
    purchaseId: id,
    shares: sharesString,
    pricePerShare: usdString,
    amount: usdString,
    network: z.enum(purchaseNetworks),
    proof: z.string(),
    referralCode: z.string().optional(),
    /** Since issue 27: the payment's transaction id, when the investor gave one. */
    txId: z.string().optional(),
    requestedAt: isoDate,
  }),
  SharePurchaseApproved: z.object({
    purchaseId: id,
    shares: sharesString,
    pricePerShare: usdString,
    amount: usdString,
    /** Since issue 15 (sell-back lots); older events fall back to the purchase's requestedAt. */
    approvedAt: isoDate.optional(),
    transfers,
  }),
  SharePurchaseRejected: z.object({ purchaseId: id, reason: rejectionReasonText }),
  SharesAdjusted: z.object({
    previousShares: sharesString,
    newShares: sharesString,
    pricePerShare: usdString,
    /** Since issue 15: an increase is a lot dated at the edit. */
    at: isoDate.optional(),
    transfers,
  }),
  // Sell-back: the shares are held at the request, returned to the offering at approval.
  SharesSellBackRequested: z.object({
    sellBackId: id,
    shares: sharesString,
    wallet: z.string().min(1),
    network: z.enum(withdrawalNetworks),
    requestedAt: isoDate,
    /** A wallet the investor was never paid to: no approval before this instant (NEW_WALLET_HOLD_HOURS). */
    heldUntil: isoDate.optional(),
  }),
  SharesSellBackApproved: z.object({
    sellBackId: id,
    shares: sharesString,
    pricePerShare: usdString,
    gross: usdString,
    fee: usdString,
    payout: usdString,
    approvedAt: isoDate,
    transfers,
  }),
  /** `shares` released, so read models need no lookup. */
  SharesSellBackRejected: z.object({ sellBackId: id, shares: sharesString, reason: rejectionReasonText }),
  /** The investor withdrew the pending request: `shares` released (no money had moved). */
  SharesSellBackCancelled: z.object({ sellBackId: id, shares: sharesString, cancelledAt: isoDate }),
  ProfitCredited: z.object({
    runId: id,
    percentage: decimalString,
    shares: sharesString,
    pricePerShare: usdString,
    amount: usdString,
    transfers,
  }),
  ReferralRewardCredited: z.object({
    runId: id,
    percentage: decimalString,
    teamShares: sharesString,
    teamInvestment: usdString,
    amount: usdString,
    transfers,
  }),
  WithdrawalRequested: z.object({
    withdrawalId: id,
    amount: usdString,
    fee: usdString,
    net: usdString,
    source: z.enum(withdrawalSources),
    wallet: z.string().min(1),
    network: z.enum(withdrawalNetworks),
    requestedAt: isoDate,
    /** A wallet the investor was never paid to: no approval before this instant (NEW_WALLET_HOLD_HOURS). */
    heldUntil: isoDate.optional(),
    transfers,
  }),
  WithdrawalApproved: z.object({ withdrawalId: id, amount: usdString, fee: usdString, net: usdString, transfers }),
  WithdrawalRejected: z.object({ withdrawalId: id, amount: usdString, transfers, reason: rejectionReasonText }),
  /** The investor withdrew the pending request: the hold goes back to its source in the same event. */
  WithdrawalCancelled: z.object({ withdrawalId: id, amount: usdString, cancelledAt: isoDate, transfers }),
  LoanRequested: z.object({
    loanId: id,
    percentage: decimalString,
    capital: usdString,
    amount: usdString,
    charge: usdString,
    totalPayable: usdString,
    requestedAt: isoDate,
    /** Where the loan is paid out (since issue 26; older requests named none). */
    wallet: z.string().min(1).optional(),
    network: z.enum(withdrawalNetworks).optional(),
    /** A wallet the investor was never paid to: no approval before this instant (NEW_WALLET_HOLD_HOURS). */
    heldUntil: isoDate.optional(),
  }),
  /** `wallet` and `network`: where the approved amount was sent (the request's; absent for older loans). */
  LoanApproved: z.object({
    loanId: id,
    totalPayable: usdString,
    approvedAt: isoDate,
    wallet: z.string().min(1).optional(),
    network: z.enum(withdrawalNetworks).optional(),
    transfers,
  }),
  LoanRejected: z.object({ loanId: id, reason: rejectionReasonText }),
  ManualLoanPaymentSubmitted: z.object({
    loanId: id,
    paymentIndex: z.number().int().min(0),
    amount: usdString,
    proofUrl: z.string().min(1),
    uploadedAt: isoDate,
    /** The repayment's transaction id on the repayment network (claimed in the same append: ChainTxClaimed). */
    txId: z.string().min(1).optional(),
  }),
  LoanRepaid: z.object({
    loanId: id,
    source: z.enum(loanRepaymentSources),
    /** Amount applied to the receivable. */
    amount: usdString,
    /**
     * For manual payments: cash received; any excess over the balance goes to profit. Since
     * issue 14 only with `excessCreditedToProfit` (the approving admin's explicit choice).
     */
    received: usdString.optional(),
    excessCreditedToProfit: z.literal(true).optional(),
    paymentIndex: z.number().int().min(0).optional(),
    runId: z.string().optional(),
    balanceAfter: usdString,
    note: z.string(),
    paidOff: z.boolean(),
    at: isoDate,
    transfers,
  }),
  // offering
  OfferingSharesAllocated: z.object({ purchaseId: id, userId: id, shares: sharesString }),
  OfferingSharesAdjusted: z.object({ userId: id, previousShares: sharesString, newShares: sharesString }),
  OfferingSharesReturned: z.object({ sellBackId: id, userId: id, shares: sharesString }),
  // platform-settings
  SharePriceChanged: z.object({ previousPrice: usdString, pricePerShare: usdString }),
  LoanPortalToggled: z.object({ isOpen: z.boolean() }),
  PurchaseWindowScheduled: z.object({ windowId: id, opensAt: isoDate, closesAt: isoDate, note: z.string().optional() }),
  PurchaseWindowRemoved: z.object({ windowId: id }),
  // profit-run-{id}, reward-run-{id}
  ProfitRunStarted: z.object({
    runId: id,
    percentage: decimalString,
    pricePerShare: usdString,
    investorCount: z.number().int().min(0),
    totalShares: sharesString,
    loanRepaymentShare: decimalString,
    startedAt: isoDate,
  }),
  ProfitRunCompleted: z.object({ runId: id, credited: z.number().int().min(0), totalAmount: usdString, completedAt: isoDate }),
  ReferralRewardRunStarted: z.object({
    runId: id,
    percentage: decimalString,
    pricePerShare: usdString,
    investorCount: z.number().int().min(0),
    startedAt: isoDate,
  }),
  ReferralRewardRunCompleted: z.object({
    runId: id,
    credited: z.number().int().min(0),
    totalAmount: usdString,
    completedAt: isoDate,
  }),
  // approval-{id} (four eyes)
  ApprovalRequested: z.object({ approvalId: id, action: approvalActionSchema, requestedBy: id, requestedAt: isoDate }),
  ApprovalGranted: z.object({ approvalId: id, approvedBy: id, approvedAt: isoDate }),
  ApprovalRejected: z.object({ approvalId: id, rejectedBy: id, rejectedAt: isoDate, reason: rejectionReasonText }),
  /** A second admin approved, but the action could no longer be done (e.g. the withdrawal was rejected meanwhile). */
  ApprovalFailed: z.object({ approvalId: id, approvedBy: id, failedAt: isoDate, reason: z.string() }),
  // user-roles-{userId}
  UserRoleChanged: z.object({
    userId: id,
    role: z.enum(userRoles),
    previousRole: z.enum(userRoles),
    approvalId: id.optional(),
    changedAt: isoDate,
  }),
  // admin-allowance-{adminId}: what one admin did alone (four eyes' rolling sums)
  AdminAllowanceUsed: z.object({
    kind: z.enum(approvalKinds),
    /** What was acted on (withdrawal id, loan id, ...; the run kind for runs). */
    target: id,
    amount: usdString.optional(),
    percentage: decimalString.optional(),
    at: isoDate,
    /** false: recorded as done alone but not counted toward a limit (a lone admin's purchase approvals); absent: counted. */
    capped: z.boolean().optional(),
  }),
  // approval-target-{key}: the approvals asked for one thing, so two never wait at once
  ApprovalTargetClaimed: z.object({ approvalId: id, target: id }),
  // admin-bootstrap: ADMIN_EMAIL made the first admin (once)
  AdminBootstrapped: z.object({ userId: id, email: z.string(), at: isoDate }),
  // liabilities: a published Merkle root of what the platform owes each investor (issue 34)
  LiabilitiesPublished: z.object({
    publicationId: id,
    root: z.string().regex(/^0x[0-9a-f]{64}$/),
    /** The read models' event position ("commit/prepare") the balances were read at. */
    position: z.string().regex(/^[0-9]+\/[0-9]+$/),
    investors: z.number().int().min(1),
    /** Sums of the leaves: cents of profit and reward, shares x 2. */
    totals: z.object({
      profitCents: z.string().regex(/^[0-9]+$/),
      rewardCents: z.string().regex(/^[0-9]+$/),
      shareHalves: z.string().regex(/^[0-9]+$/),
    }),
    publishedAt: isoDate,
  }),
  // chain-tx-{id}: a transaction id claimed by one payment in or out (normalizeTxId), never two
  ChainTxClaimed: z.object({ network: z.enum(chainNetworks), txId: id, use: z.enum(txUses), target: id, at: isoDate }),
  // chain-check-{use}-{target}: what the network showed of a payment's transaction, each time it changed
  ChainPaymentChecked: z.object({
    use: z.enum(txUses),
    target: id,
    network: z.enum(chainNetworks),
    txId: id,
    status: z.enum(["pending", "verified", "mismatch", "not-found"]),
    /** USDT the transaction moved to `to` (exact decimal string), once seen. */
    amount: decimalString.nullable(),
    /** USDT owed (payments in) or to be sent (payouts). */
    expected: decimalString,
    to: z.string(),
    confirmations: z.number().int().nullable(),
    reason: z.string().nullable(),
    blockHash: z.string().nullable(),
    checkedAt: isoDate,
  }),
  // investor-{userId}: an admin says what sent an approved withdrawal, sell-back or loan (issue 34)
  PayoutRecorded: z.object({
    use: z.enum(payoutUses),
    /** The withdrawal, sell-back or loan id. */
    target: id,
    network: z.enum(chainNetworks),
    txId: id,
    /** USDT the transfer must carry, exactly. */
    net: usdString,
    wallet: z.string().min(1),
    recordedBy: id,
    recordedAt: isoDate,
  }),
} as const;

export type EventType = keyof typeof eventSchemas;
export type EventData<T extends EventType> = z.infer<(typeof eventSchemas)[T]>;
export type DomainEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;

export const eventTypes = Object.keys(eventSchemas) as EventType[];

/** Validates an event's data by its type; throws a ZodError on a malformed event. */
export function parseEvent(type: string, data: unknown): DomainEvent {
  const schema = (eventSchemas as Record<string, z.ZodType>)[type];
  if (!schema) throw new Error(`unknown event type: ${type}`);
  return { type, data: schema.parse(data) } as DomainEvent;
}

/** Events that move money carry transfers; the journal projection stores them. */
export function transfersOf(event: DomainEvent): z.infer<typeof transfers> {
  const data = event.data as { transfers?: z.infer<typeof transfers> };
  return data.transfers ?? [];
}
