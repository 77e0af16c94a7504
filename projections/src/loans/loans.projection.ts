import { userIdOfInvestorStream } from "@app/contracts";
import { sql } from "kysely";
import type { Projection } from "../runner/projection.js";
import { applyDecisions, decisionOf } from "../runner/request-rows.js";

/**
 * Loans as the screens list them: one row per loan, its manual payments and its repayment
 * history (a manual payment's transaction id too), where it is paid out (wallet, network, a new wallet's hold). Everything comes from the investor streams' loan events, so remaining balance,
 * status Paid and paidAt follow from LoanRepaid.
 */
export const loansProjection: Projection = {
  name: "loans",
  tables: ["loans", "loan_manual_payments", "loan_repayments"],
  ddl: [
    `CREATE TABLE loans (
       loan_id TEXT PRIMARY KEY,
       user_id TEXT NOT NULL,
       percentage NUMERIC(12,4) NOT NULL,
       amount_requested NUMERIC(20,2) NOT NULL,
       company_charge NUMERIC(20,2) NOT NULL,
       total_payable NUMERIC(20,2) NOT NULL,
       remaining NUMERIC(20,2) NOT NULL,
       status TEXT NOT NULL,
       repayment_method TEXT NOT NULL,
       created_at TIMESTAMPTZ NOT NULL,
       approved_at TIMESTAMPTZ,
       paid_at TIMESTAMPTZ,
       wallet TEXT,
       network TEXT,
       approvable_at TIMESTAMPTZ,
       decided_at TIMESTAMPTZ,
       rejection_reason TEXT
     )`,
    "CREATE INDEX loans_user ON loans (user_id, created_at DESC)",
    "CREATE INDEX loans_created ON loans (created_at DESC, loan_id)",
    `CREATE TABLE loan_manual_payments (
       loan_id TEXT NOT NULL,
       payment_index INTEGER NOT NULL,
       amount NUMERIC(20,2) NOT NULL,
       proof_url TEXT NOT NULL,
       approved BOOLEAN NOT NULL,
       uploaded_at TIMESTAMPTZ NOT NULL,
       tx_id TEXT,
       PRIMARY KEY (loan_id, payment_index)
     )`,
    `CREATE TABLE loan_repayments (
       loan_id TEXT NOT NULL,
       global_position BIGINT NOT NULL,
       at TIMESTAMPTZ NOT NULL,
       source TEXT NOT NULL,
       amount NUMERIC(20,2) NOT NULL,
       balance_after NUMERIC(20,2) NOT NULL,
       note TEXT NOT NULL,
       PRIMARY KEY (loan_id, global_position)
     )`,
  ],
  async apply(trx, events) {
    for (const e of events) {
      const ev = e.event;
      switch (ev.type) {
        case "LoanRequested": {
          const d = ev.data;
          const userId = userIdOfInvestorStream(e.streamId) ?? "";
          await sql`
            INSERT INTO loans (loan_id, user_id, percentage, amount_requested, company_charge, total_payable, remaining, status, repayment_method,
              created_at, wallet, network, approvable_at)
            VALUES (${d.loanId}, ${userId}, ${d.percentage}::numeric, ${d.amount}::numeric, ${d.charge}::numeric, ${d.totalPayable}::numeric,
              ${d.totalPayable}::numeric, 'Pending', 'profit', ${d.requestedAt}::timestamptz, ${d.wallet ?? null}, ${d.network ?? null},
              ${d.heldUntil ?? null}::timestamptz)
            ON CONFLICT (loan_id) DO NOTHING`.execute(trx);
          break;
        }
        case "LoanApproved":
          await sql`UPDATE loans SET status = 'Approved', approved_at = ${ev.data.approvedAt}::timestamptz WHERE loan_id = ${ev.data.loanId}`.execute(
            trx,
          );
          break;
        case "LoanRejected": {
          const decision = decisionOf(e);
          if (decision) await applyDecisions(trx, "loans", "loan_id", [decision]);
          break;
        }
        case "ManualLoanPaymentSubmitted": {
          const d = ev.data;
          await sql`
            INSERT INTO loan_manual_payments (loan_id, payment_index, amount, proof_url, approved, uploaded_at, tx_id)
            VALUES (${d.loanId}, ${d.paymentIndex}, ${d.amount}::numeric, ${d.proofUrl}, false, ${d.uploadedAt}::timestamptz, ${d.txId ?? null})
            ON CONFLICT (loan_id, payment_index) DO NOTHING`.execute(trx);
          break;
        }
        case "LoanRepaid": {
          const d = ev.data;
          // The method lists every source used so far, in the order first used.
          await sql`
            UPDATE loans SET remaining = ${d.balanceAfter}::numeric,
              status = CASE WHEN ${d.paidOff} THEN 'Paid' ELSE status END,
              paid_at = CASE WHEN ${d.paidOff} THEN ${d.at}::timestamptz ELSE paid_at END,
              repayment_method = CASE
                WHEN NOT EXISTS (SELECT 1 FROM loan_repayments r WHERE r.loan_id = ${d.loanId}) THEN ${d.source}
                WHEN ${d.source} = ANY(string_to_array(repayment_method, ', ')) THEN repayment_method
                ELSE repayment_method || ', ' || ${d.source} END
            WHERE loan_id = ${d.loanId}`.execute(trx);
          if (d.paymentIndex !== undefined)
            await sql`UPDATE loan_manual_payments SET approved = true WHERE loan_id = ${d.loanId} AND payment_index = ${d.paymentIndex}`.execute(
              trx,
            );
          await sql`
            INSERT INTO loan_repayments (loan_id, global_position, at, source, amount, balance_after, note)
            VALUES (${d.loanId}, ${e.position.prepare.toString()}::bigint, ${d.at}::timestamptz, ${d.source}, ${d.amount}::numeric,
              ${d.balanceAfter}::numeric, ${d.note})
            ON CONFLICT (loan_id, global_position) DO NOTHING`.execute(trx);
          break;
        }
        default:
          break;
      }
    }
  },
};
