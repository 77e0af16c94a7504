import { chainOfNetwork, MANUAL_PAYMENT_MESSAGE, type ManualPaymentBody, repaymentTxIdProblem, streams } from "@app/contracts";
import { lastPosition, runCommand } from "@app/event-store/command-runner";
import { newId } from "@app/event-store/event-ids";
import { decideTxClaim, type TxClaim, txClaimStream } from "../chain/tx-claims.js";
import { checkedRepaymentNetwork, repaymentTarget, startRepaymentCheck } from "../chain/repayment-checks.js";
import { decide } from "../investor/decide.js";
import { type InvestorState, investorFold } from "../investor/investor.js";
import type { AppContext } from "../runtime/context.js";
import type { AuthUser } from "../shared/auth.js";
import { ValidationError } from "../platform/errors.js";
import { claimProof, withClaimedProof } from "../uploads/proof-claims.js";

/**
 * POST /api/loans/manual-payment: the receipt is claimed for the payment, and a transaction id
 * given with it (its shape checked for LOAN_REPAYMENT_NETWORK) is claimed in the same append as
 * the payment (`loan-repayment`, `${loanId}:${paymentIndex}`), so an id already backing another
 * payment in or out is 409 and two racing payments with one id cannot both win. On a network
 * checked on chain the worker's check job is started. The answer waits for the read models.
 */
export async function submitManualPayment(ctx: AppContext, user: AuthUser, input: ManualPaymentBody): Promise<void> {
  const problem = repaymentTxIdProblem(ctx.config.LOAN_REPAYMENT_NETWORK, input.txId);
  if (problem) throw new ValidationError(problem, [{ path: "txId", message: problem }]);
  const network = chainOfNetwork(ctx.config.LOAN_REPAYMENT_NETWORK);
  const txId = input.txId && network ? input.txId : null;
  const { loanId } = input;
  const paymentKey = newId();
  const proof = await claimProof(ctx, user.id, input.proofUrl, `loan-payment:${loanId}:${paymentKey}`, MANUAL_PAYMENT_MESSAGE);
  const investorStream = streams.investor(user.id);
  let paymentIndex = -1;
  const outcome = await withClaimedProof(ctx, proof, (proofUrl) =>
    runCommand<[InvestorState, TxClaim | null]>(
      ctx.store,
      [
        { streamId: investorStream, fold: investorFold },
        // Without an id: this payment's own name, an empty stream never written (no shared lock).
        txClaimStream(txId ?? `none-${paymentKey}`),
      ],
      ([investor, claim]) => {
        const command = { type: "SubmitManualLoanPayment", loanId, amount: input.amount, proofUrl, now: ctx.clock() } as const;
        const events = decide({ ...command, ...(txId ? { txId } : {}) }, investor, user.id);
        const submitted = events.find((e) => e.type === "ManualLoanPaymentSubmitted");
        paymentIndex = submitted?.type === "ManualLoanPaymentSubmitted" ? submitted.data.paymentIndex : -1;
        const claimed =
          txId && network
            ? decideTxClaim(claim, {
                network,
                txId,
                use: "loan-repayment",
                target: repaymentTarget(loanId, paymentIndex),
                now: ctx.clock(),
              })
            : [];
        return [...claimed, { streamId: investorStream, events }];
      },
      { metadata: { actor: user.id } },
    ),
  );
  await ctx.readYourWrites(lastPosition(outcome));
  if (txId && paymentIndex >= 0 && checkedRepaymentNetwork(ctx)) await startRepaymentCheck(ctx, loanId, paymentIndex);
}
