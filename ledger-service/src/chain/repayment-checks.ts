import { type ChainCheck, type ChainNetwork, chainOfNetwork, money, streams } from "@app/contracts";
import { foldEvents } from "@app/event-store/command-runner";
import { chainChecksOf } from "@app/projections/chain-checks/queries";
import { findLoan, type LoanRow } from "@app/projections/loans/queries";
import type { HoldOptions } from "../approvals/four-eyes.js";
import type { AppContext } from "../runtime/context.js";
import { chainKeyOf } from "./chain-key.js";
import { nextCheckDelayMs, toChainCheck } from "./purchase-checks.js";
import { type ChainCheckData, chainCheckFold, checkPayment } from "./record-check.js";

/**
 * Manual loan repayments checked on the chain (issue 34, point 2), as purchases are: the id
 * given with a payment must be a successful transfer of at least the payment's amount of the
 * repayment network's USDT to LOAN_REPAYMENT_ADDRESS. A payment's check target is
 * `${loanId}:${paymentIndex}` (use "loan-repayment").
 */
export function repaymentTarget(loanId: string, paymentIndex: number): string {
  return `${loanId}:${paymentIndex}`;
}

/**
 * The check job's target: BullMQ refuses a job id with ":" in it, so the job names the payment
 * `${loanId}/${paymentIndex}`; the job handler takes either spelling.
 */
export function repaymentJobTarget(loanId: string, paymentIndex: number): string {
  return `${loanId}/${paymentIndex}`;
}

function parseTarget(target: string): { loanId: string; paymentIndex: number } | null {
  const at = Math.max(target.lastIndexOf(":"), target.lastIndexOf("/"));
  const paymentIndex = Number(target.slice(at + 1));
  return at > 0 && Number.isInteger(paymentIndex) && paymentIndex >= 0 ? { loanId: target.slice(0, at), paymentIndex } : null;
}

/** The repayment network when it is checked on chain (it has a node), else null. */
export function checkedRepaymentNetwork(ctx: AppContext): ChainNetwork | null {
  const network = chainOfNetwork(ctx.config.LOAN_REPAYMENT_NETWORK);
  return network && ctx.chain[network] ? network : null;
}

/** One manual payment of a loan as the read model has it. */
type ManualPayment = LoanRow["manualPayments"][number];

/** A repayment checked now: null when no id was given or the repayment network is not checked. */
export async function checkRepaymentPayment(
  ctx: AppContext,
  loanId: string,
  paymentIndex: number,
  payment: ManualPayment,
): Promise<ChainCheckData | null> {
  const network = checkedRepaymentNetwork(ctx);
  if (!network || !payment.txId) return null;
  return await checkPayment(ctx, {
    use: "loan-repayment",
    target: repaymentTarget(loanId, paymentIndex),
    network,
    txId: payment.txId,
    expected: {
      to: ctx.config.LOAN_REPAYMENT_ADDRESS,
      toLabel: `our ${network} loan repayment address`,
      amount: money(payment.amount),
      exact: false,
      subject: "this repayment",
    },
    givenAt: new Date(payment.uploadedAt),
  });
}

/** The repayment's latest check, from the ledger (never a read model that could be behind). */
export async function repaymentCheckInLedger(ctx: AppContext, loanId: string, paymentIndex: number): Promise<ChainCheckData | null> {
  return foldEvents(
    chainCheckFold,
    await ctx.store.readStream(streams.chainCheck("loan-repayment", repaymentTarget(loanId, paymentIndex))),
  );
}

/**
 * One run of a repayment's check job: check now and say when to look again (null: done). A
 * verified payment not yet approved keeps being re-checked (a reorganisation sends it back to pending).
 */
export async function runRepaymentCheck(ctx: AppContext, target: string): Promise<{ again: number | null; check: ChainCheckData | null }> {
  const at = parseTarget(target);
  if (!at) return { again: null, check: null };
  const payment = (await findLoan(ctx.db, at.loanId))?.manualPayments[at.paymentIndex];
  // The read model may be a moment behind the request that enqueued this job.
  if (!payment) return { again: 3_000, check: null };
  if (payment.approved) return { again: null, check: await repaymentCheckInLedger(ctx, at.loanId, at.paymentIndex) };
  const check = await checkRepaymentPayment(ctx, at.loanId, at.paymentIndex, payment);
  if (!check || check.status === "mismatch" || check.status === "not-found") return { again: null, check };
  return { again: nextCheckDelayMs(check, new Date(payment.uploadedAt), ctx.clock()), check };
}

/** Starts a repayment's check job; Redis being away does not undo the payment (logged). */
export async function startRepaymentCheck(ctx: AppContext, loanId: string, paymentIndex: number): Promise<void> {
  try {
    await ctx.queues.checkChainPayment({ use: "loan-repayment", target: repaymentJobTarget(loanId, paymentIndex) });
  } catch (error) {
    ctx.logger.warn({ err: error, loanId, paymentIndex }, "the repayment's chain check could not be queued");
  }
}

/** The manual payments' `chainCheck`s of some loans, read in one query: by loan id, in payment order. */
export async function repaymentChecksOf(ctx: AppContext, loans: readonly LoanRow[]): Promise<Map<string, ChainCheck[]>> {
  const targets = loans.flatMap((l) => l.manualPayments.flatMap((p, i) => (p.txId ? [repaymentTarget(l.loanId, i)] : [])));
  const rows = await chainChecksOf(ctx.db, "loan-repayment", targets);
  const network = ctx.config.LOAN_REPAYMENT_NETWORK;
  return new Map(
    loans.map((l) => [
      l.loanId,
      l.manualPayments.map((p, i) => toChainCheck(ctx.chain, network, p.txId, rows.get(repaymentTarget(l.loanId, i)))),
    ]),
  );
}

/**
 * The chain as a key for a repayment's approval: on a checked repayment network, is the payment
 * verified? Read from the ledger's check stream, and only for the id the payment carries.
 */
export async function repaymentChainKey(
  ctx: AppContext,
  loanId: string,
  paymentIndex: number,
  txId: string | null | undefined,
): Promise<HoldOptions> {
  const network = checkedRepaymentNetwork(ctx);
  const check = network && txId ? await repaymentCheckInLedger(ctx, loanId, paymentIndex) : null;
  return chainKeyOf(ctx, network, txId, check);
}
