import {
  canOnlyBuyUpTo,
  type DomainEvent,
  INSUFFICIENT_PROFIT,
  INSUFFICIENT_REWARD,
  loanRangeMessage,
  withdrawalSplit,
  LOAN_CAPITAL_PER_SHARE,
  LOAN_CHARGE_RATE,
  LOAN_MAX_PERCENT,
  LOAN_MIN_PERCENT,
  PROOF_REQUIRED,
  OWNERSHIP_CAP_SHARES,
  money,
  type purchaseNetworks,
  toCents,
  toShares,
  type withdrawalNetworks,
} from "@app/contracts";
import type Decimal from "decimal.js";
import { ConflictError, NotFoundError, RuleViolationError, ValidationError } from "../shared/errors.js";
import { investorAccount as inv, platformAccount as platform, transfer } from "../shared/transfers.js";
import { type InvestorState, type LoanState, pendingShares } from "./investor.js";

/** Commands on one investor's stream. Ids and the clock come from the caller: decide is pure. */
export type InvestorCommand =
  | {
      type: "RequestSharePurchase";
      purchaseId: string;
      shares: string;
      pricePerShare: string;
      network: (typeof purchaseNetworks)[number];
      proof: string;
      referralCode?: string;
      offeringRemaining: string;
      now: Date;
    }
  | { type: "ApproveSharePurchase"; purchaseId: string; now?: Date }
  | { type: "RejectSharePurchase"; purchaseId: string }
  | { type: "AdjustShares"; newShares: string; pricePerShare: string; now?: Date }
  | {
      type: "CreditProfit";
      runId: string;
      percentage: string;
      shares: string;
      pricePerShare: string;
      loanRepaymentShare: string;
      now: Date;
    }
  | { type: "CreditReferralReward"; runId: string; percentage: string; teamShares: string; teamInvestment: string }
  | {
      type: "RequestWithdrawal";
      withdrawalId: string;
      amount: string;
      source: "profit" | "reward";
      wallet: string;
      network: (typeof withdrawalNetworks)[number];
      now: Date;
      /** Set when the wallet is new to the investor: recorded in the event (audit, notification). */
      heldUntil?: Date;
    }
  | { type: "ApproveWithdrawal"; withdrawalId: string }
  | { type: "RejectWithdrawal"; withdrawalId: string }
  | { type: "RequestLoan"; loanId: string; percentage: string; portalOpen: boolean; now: Date }
  | { type: "ApproveLoan"; loanId: string; now: Date }
  | { type: "RejectLoan"; loanId: string }
  | { type: "MarkLoanPaid"; loanId: string; now: Date }
  | { type: "SubmitManualLoanPayment"; loanId: string; amount: string; proofUrl: string; now: Date }
  | {
      type: "ApproveManualLoanPayment";
      loanId: string;
      paymentIndex: number;
      now: Date;
      /** The admin's explicit choice to credit a payment's excess over the balance to profit. */
      creditExcessToProfit?: boolean;
    };

export function decide(command: InvestorCommand, state: InvestorState, userId: string): DomainEvent[] {
  switch (command.type) {
    case "RequestSharePurchase": {
      const shares = money(command.shares);
      const room = money(OWNERSHIP_CAP_SHARES).sub(state.shares).sub(pendingShares(state));
      if (shares.gt(room)) throw new RuleViolationError(canOnlyBuyUpTo(toShares(Decimal_max0(room))));
      if (shares.gt(command.offeringRemaining))
        throw new RuleViolationError(`Only ${toShares(command.offeringRemaining)} shares remain in this offering.`);
      if (!command.proof.trim()) throw new ValidationError(PROOF_REQUIRED);
      return [
        {
          type: "SharePurchaseRequested",
          data: {
            purchaseId: command.purchaseId,
            shares: toShares(shares),
            pricePerShare: toCents(command.pricePerShare),
            amount: toCents(shares.mul(command.pricePerShare)),
            network: command.network,
            proof: command.proof,
            ...(command.referralCode ? { referralCode: command.referralCode } : {}),
            requestedAt: command.now.toISOString(),
          },
        },
      ];
    }
    case "ApproveSharePurchase": {
      const p = pendingPurchase(state, command.purchaseId);
      if (state.shares.add(p.shares).gt(OWNERSHIP_CAP_SHARES))
        throw new RuleViolationError(`Approving would exceed the ${OWNERSHIP_CAP_SHARES}-share ownership cap`);
      return [
        {
          type: "SharePurchaseApproved",
          data: {
            purchaseId: command.purchaseId,
            shares: toShares(p.shares),
            pricePerShare: toCents(p.pricePerShare),
            amount: toCents(p.amount),
            ...(command.now ? { approvedAt: command.now.toISOString() } : {}),
            transfers: transfer(platform("treasury"), platform("share-capital"), p.amount),
          },
        },
      ];
    }
    case "RejectSharePurchase":
      pendingPurchase(state, command.purchaseId);
      return [{ type: "SharePurchaseRejected", data: { purchaseId: command.purchaseId } }];
    case "AdjustShares": {
      const next = money(command.newShares);
      if (next.add(pendingShares(state)).gt(OWNERSHIP_CAP_SHARES))
        throw new RuleViolationError(`Shares cannot exceed ${OWNERSHIP_CAP_SHARES}, pending purchases included`);
      if (next.lt(state.heldShares))
        throw new RuleViolationError(`Shares cannot go below the ${toShares(state.heldShares)} shares held by pending sell-backs`);
      const delta = next.sub(state.shares);
      return [
        {
          type: "SharesAdjusted",
          data: {
            previousShares: toShares(state.shares),
            newShares: toShares(next),
            pricePerShare: toCents(command.pricePerShare),
            ...(command.now ? { at: command.now.toISOString() } : {}),
            transfers: transfer(platform("equity-adjustment"), platform("share-capital"), money(toCents(delta.mul(command.pricePerShare)))),
          },
        },
      ];
    }
    case "CreditProfit":
      return creditProfit(command, state, userId);
    case "CreditReferralReward": {
      if (state.creditedRuns.has(command.runId)) return [];
      const amount = money(toCents(money(command.teamInvestment).mul(command.percentage).div(100)));
      if (amount.isZero()) return [];
      return [
        {
          type: "ReferralRewardCredited",
          data: {
            runId: command.runId,
            percentage: command.percentage,
            teamShares: toShares(command.teamShares),
            teamInvestment: toCents(command.teamInvestment),
            amount: toCents(amount),
            transfers: transfer(platform("reward-expense"), inv(userId, "reward"), amount),
          },
        },
      ];
    }
    case "RequestWithdrawal":
      return requestWithdrawal(command, state, userId);
    case "ApproveWithdrawal": {
      const w = pendingWithdrawal(state, command.withdrawalId);
      return [
        {
          type: "WithdrawalApproved",
          data: {
            withdrawalId: command.withdrawalId,
            amount: toCents(w.amount),
            fee: toCents(w.fee),
            net: toCents(w.net),
            transfers: [
              ...transfer(inv(userId, "withdrawal-hold"), platform("treasury"), w.net),
              ...transfer(inv(userId, "withdrawal-hold"), platform("fee-income"), w.fee),
            ],
          },
        },
      ];
    }
    case "RejectWithdrawal": {
      const w = pendingWithdrawal(state, command.withdrawalId);
      return [
        {
          type: "WithdrawalRejected",
          data: {
            withdrawalId: command.withdrawalId,
            amount: toCents(w.amount),
            transfers: transfer(inv(userId, "withdrawal-hold"), inv(userId, w.source), w.amount),
          },
        },
      ];
    }
    case "RequestLoan":
      return requestLoan(command, state);
    case "ApproveLoan": {
      const loan = loanIn(state, command.loanId, "Pending");
      return [
        {
          type: "LoanApproved",
          data: {
            loanId: loan.loanId,
            totalPayable: toCents(loan.totalPayable),
            approvedAt: command.now.toISOString(),
            transfers: [
              ...transfer(inv(userId, "loan-receivable"), platform("treasury"), loan.amount),
              ...transfer(inv(userId, "loan-receivable"), platform("loan-charge-income"), loan.charge),
            ],
          },
        },
      ];
    }
    case "RejectLoan":
      loanIn(state, command.loanId, "Pending");
      return [{ type: "LoanRejected", data: { loanId: command.loanId } }];
    case "MarkLoanPaid": {
      const loan = loanIn(state, command.loanId, "Approved");
      return [repayment(userId, loan, "admin", loan.remaining, command.now, { note: "Marked as paid by admin" })];
    }
    case "SubmitManualLoanPayment": {
      const loan = loanIn(state, command.loanId, "Approved");
      const pendingTotal = loan.manualPayments.filter((p) => !p.approved).reduce((s, p) => s.add(p.amount), money(0));
      if (pendingTotal.add(command.amount).gt(loan.remaining))
        throw new RuleViolationError(`Payment exceeds the remaining balance of $${toCents(loan.remaining.sub(pendingTotal))}`);
      return [
        {
          type: "ManualLoanPaymentSubmitted",
          data: {
            loanId: loan.loanId,
            paymentIndex: loan.manualPayments.length,
            amount: toCents(command.amount),
            proofUrl: command.proofUrl,
            uploadedAt: command.now.toISOString(),
          },
        },
      ];
    }
    case "ApproveManualLoanPayment": {
      const loan = state.loans[command.loanId];
      if (!loan) throw new NotFoundError("Loan not found");
      const payment = loan.manualPayments[command.paymentIndex];
      if (!payment) throw new NotFoundError("Manual payment not found");
      if (payment.approved) throw new ConflictError("This payment has already been approved");
      // Money paid into a closed loan has nothing to repay: approving it would only have made
      // the cash withdrawable profit. It is refunded outside the ledger instead.
      if (loan.status !== "Approved")
        throw new ConflictError(`This loan is ${loan.status}: a manual payment on it can no longer be approved.`);
      const applied = Decimal_min(payment.amount, loan.remaining);
      const excess = payment.amount.sub(applied);
      if (excess.gt(0) && command.creditExcessToProfit !== true)
        throw new ConflictError(
          `This payment of $${toCents(payment.amount)} is $${toCents(excess)} more than the remaining balance of $${toCents(loan.remaining)}. ` +
            "Approve it with creditExcessToProfit to credit the excess to the investor's profit balance.",
        );
      return [
        repayment(userId, loan, "manual", applied, command.now, {
          received: payment.amount,
          paymentIndex: command.paymentIndex,
          ...(excess.gt(0) ? { excessCreditedToProfit: true } : {}),
          note: excess.gt(0)
            ? `Manual payment; $${toCents(excess)} over the balance credited to profit by the admin's choice`
            : "Manual payment",
        }),
      ];
    }
    default: {
      const unreachable: never = command;
      throw new Error(`unknown command ${JSON.stringify(unreachable)}`);
    }
  }
}

function Decimal_max0(d: Decimal): Decimal {
  return d.isNegative() ? money(0) : d;
}
function Decimal_min(a: Decimal, b: Decimal): Decimal {
  return a.lt(b) ? a : b;
}

function pendingPurchase(state: InvestorState, purchaseId: string) {
  const p = state.purchases[purchaseId];
  if (!p) throw new NotFoundError("Purchase not found");
  if (p.status !== "Pending") throw new ConflictError(`Purchase already ${p.status.toLowerCase()}`);
  return p;
}

function pendingWithdrawal(state: InvestorState, withdrawalId: string) {
  const w = state.withdrawals[withdrawalId];
  if (!w) throw new NotFoundError("Withdrawal not found");
  if (w.status !== "Pending") throw new ConflictError(`Withdrawal already ${w.status.toLowerCase()}`);
  return w;
}

function loanIn(state: InvestorState, loanId: string, status: LoanState["status"]): LoanState {
  const loan = state.loans[loanId];
  if (!loan) throw new NotFoundError("Loan not found");
  if (loan.status !== status) throw new ConflictError(`Loan is ${loan.status}, not ${status}`);
  return loan;
}

function repayment(
  userId: string,
  loan: LoanState,
  source: "profit" | "manual" | "admin",
  applied: Decimal,
  now: Date,
  extra: { note: string; received?: Decimal; paymentIndex?: number; runId?: string; excessCreditedToProfit?: true },
): DomainEvent {
  const balanceAfter = loan.remaining.sub(applied);
  const receivable = inv(userId, "loan-receivable");
  const transfers =
    source === "profit"
      ? transfer(inv(userId, "profit"), receivable, applied)
      : [
          ...transfer(platform("treasury"), receivable, applied),
          ...transfer(platform("treasury"), inv(userId, "profit"), (extra.received ?? applied).sub(applied)),
        ];
  return {
    type: "LoanRepaid",
    data: {
      loanId: loan.loanId,
      source,
      amount: toCents(applied),
      ...(extra.received ? { received: toCents(extra.received) } : {}),
      ...(extra.paymentIndex !== undefined ? { paymentIndex: extra.paymentIndex } : {}),
      ...(extra.runId ? { runId: extra.runId } : {}),
      ...(extra.excessCreditedToProfit ? { excessCreditedToProfit: true } : {}),
      balanceAfter: toCents(balanceAfter),
      note: extra.note,
      paidOff: balanceAfter.isZero(),
      at: now.toISOString(),
      transfers,
    },
  };
}

function creditProfit(command: Extract<InvestorCommand, { type: "CreditProfit" }>, state: InvestorState, userId: string): DomainEvent[] {
  if (state.creditedRuns.has(command.runId)) return [];
  const amount = money(toCents(money(command.shares).mul(command.pricePerShare).mul(command.percentage).div(100)));
  if (amount.isZero()) return [];
  const events: DomainEvent[] = [
    {
      type: "ProfitCredited",
      data: {
        runId: command.runId,
        percentage: command.percentage,
        shares: toShares(command.shares),
        pricePerShare: toCents(command.pricePerShare),
        amount: toCents(amount),
        transfers: transfer(platform("profit-expense"), inv(userId, "profit"), amount),
      },
    },
  ];
  const loan = state.activeLoanId ? state.loans[state.activeLoanId] : undefined;
  if (loan && loan.status === "Approved" && loan.remaining.gt(0)) {
    const wanted = money(toCents(amount.mul(command.loanRepaymentShare)));
    const applied = Decimal_min(wanted, loan.remaining);
    if (applied.gt(0))
      events.push(
        repayment(userId, loan, "profit", applied, command.now, { note: `Profit deduction (run ${command.runId})`, runId: command.runId }),
      );
  }
  return events;
}

function requestWithdrawal(
  command: Extract<InvestorCommand, { type: "RequestWithdrawal" }>,
  state: InvestorState,
  userId: string,
): DomainEvent[] {
  const { amount, fee, net } = withdrawalSplit(command.amount);
  const available = command.source === "profit" ? state.profit : state.reward;
  if (amount.gt(available)) throw new RuleViolationError(command.source === "profit" ? INSUFFICIENT_PROFIT : INSUFFICIENT_REWARD);
  return [
    {
      type: "WithdrawalRequested",
      data: {
        withdrawalId: command.withdrawalId,
        amount: toCents(amount),
        fee: toCents(fee),
        net: toCents(net),
        source: command.source,
        wallet: command.wallet,
        network: command.network,
        requestedAt: command.now.toISOString(),
        ...(command.heldUntil ? { heldUntil: command.heldUntil.toISOString() } : {}),
        transfers: transfer(inv(userId, command.source), inv(userId, "withdrawal-hold"), amount),
      },
    },
  ];
}

/** Loan bounds for a capital (shares x $100): the spec's message uses two decimals. */
export function loanBounds(shares: Decimal): { capital: Decimal; min: Decimal; max: Decimal } {
  const capital = shares.mul(LOAN_CAPITAL_PER_SHARE);
  return { capital, min: capital.mul(LOAN_MIN_PERCENT).div(100), max: capital.mul(LOAN_MAX_PERCENT).div(100) };
}

function requestLoan(command: Extract<InvestorCommand, { type: "RequestLoan" }>, state: InvestorState): DomainEvent[] {
  if (!command.portalOpen) throw new RuleViolationError("The loan request system is currently closed. Please check back later.");
  if (state.activeLoanId) throw new ConflictError("You already have an active loan");
  // Shares held by a pending sell-back are on their way out: they do not back a loan.
  const { capital, min, max } = loanBounds(state.shares.sub(state.heldShares));
  if (capital.isZero()) throw new RuleViolationError("You need shares to request a loan");
  const pct = money(command.percentage);
  const amount = money(toCents(capital.mul(pct).div(100)));
  if (pct.lt(LOAN_MIN_PERCENT) || pct.gt(LOAN_MAX_PERCENT) || amount.lt(toCents(min)) || amount.gt(toCents(max)))
    throw new ValidationError(loanRangeMessage(toCents(min), toCents(max)));
  const charge = money(toCents(amount.mul(LOAN_CHARGE_RATE)));
  return [
    {
      type: "LoanRequested",
      data: {
        loanId: command.loanId,
        percentage: pct.toString(),
        capital: toCents(capital),
        amount: toCents(amount),
        charge: toCents(charge),
        totalPayable: toCents(amount.add(charge)),
        requestedAt: command.now.toISOString(),
      },
    },
  ];
}
