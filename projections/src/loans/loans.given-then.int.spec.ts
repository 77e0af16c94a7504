import { streams } from "@app/contracts";
import { describe, expect, it } from "vitest";
import {
  GIVEN_AT,
  investorAccount as inv,
  useReadModelTest,
  transfer,
  WALLET,
  loanRequestData,
  loanApprovalData,
} from "../../testing/given-events.js";
import { loansProjection } from "./loans.projection.js";

const a = streams.investor("u-a");
const requested = (loanId: string, extra: Record<string, unknown> = {}) => ({
  stream: a,
  type: "LoanRequested" as const,
  data: loanRequestData(loanId, extra),
});
const repaid = (
  loanId: string,
  source: string,
  amount: string,
  balanceAfter: string,
  paidOff: boolean,
  at: string,
  extra: Record<string, unknown> = {},
) => ({
  stream: a,
  type: "LoanRepaid" as const,
  data: {
    loanId,
    source,
    amount,
    balanceAfter,
    note: `${source} payment`,
    paidOff,
    at,
    transfers: [transfer(source === "profit" ? inv("u-a", "profit") : "platform:treasury", inv("u-a", "loan-receivable"), amount)],
    ...extra,
  },
});

describe("loans read model: given loan events, then loans, manual payments and repayments", () => {
  const t = useReadModelTest("loans", [loansProjection]);

  it("when a loan is approved, paid by hand then from profit until paid off, and another is rejected, then the rows follow each step", async () => {
    await t.given(
      requested("l-1", { wallet: WALLET, network: "USDT TRC20", heldUntil: "2026-03-02T10:00:00.000Z" }),
      { stream: a, type: "LoanApproved", data: loanApprovalData("u-a", "l-1", "2026-03-02T11:00:00.000Z") },
      requested("l-2", { percentage: "10", amount: "25.00", charge: "2.50", totalPayable: "27.50" }),
      { stream: a, type: "LoanRejected", data: { loanId: "l-2" } },
    );
    await t.given(
      {
        stream: a,
        type: "ManualLoanPaymentSubmitted",
        data: { loanId: "l-1", paymentIndex: 0, amount: "10.00", proofUrl: "https://proofs/l.png", uploadedAt: "2026-03-03T00:00:00.000Z" },
      },
      {
        stream: a,
        type: "ManualLoanPaymentSubmitted",
        data: { loanId: "l-1", paymentIndex: 1, amount: "5.00", proofUrl: "https://proofs/m.png", uploadedAt: "2026-03-03T01:00:00.000Z" },
      },
    );
    await t.given(repaid("l-1", "manual", "10.00", "31.25", false, "2026-03-04T00:00:00.000Z", { received: "10.00", paymentIndex: 0 }));
    await t.given(
      repaid("l-1", "profit", "20.00", "11.25", false, "2026-03-05T00:00:00.000Z", { runId: "run-1" }),
      repaid("l-1", "profit", "11.25", "0.00", true, "2026-03-06T00:00:00.000Z", { runId: "run-2" }),
    );

    expect(
      await t.rows(`SELECT loan_id, user_id, percentage, amount_requested, company_charge, total_payable, remaining, status, repayment_method,
                      created_at, approved_at, paid_at, wallet, network, approvable_at FROM loans ORDER BY loan_id`),
    ).toEqual([
      {
        loan_id: "l-1",
        user_id: "u-a",
        percentage: "15.0000",
        amount_requested: "37.50",
        company_charge: "3.75",
        total_payable: "41.25",
        remaining: "0.00",
        status: "Paid",
        repayment_method: "manual, profit",
        created_at: GIVEN_AT,
        approved_at: "2026-03-02T11:00:00.000Z",
        paid_at: "2026-03-06T00:00:00.000Z",
        wallet: WALLET,
        network: "USDT TRC20",
        approvable_at: "2026-03-02T10:00:00.000Z",
      },
      {
        loan_id: "l-2",
        user_id: "u-a",
        percentage: "10.0000",
        amount_requested: "25.00",
        company_charge: "2.50",
        total_payable: "27.50",
        remaining: "27.50",
        status: "Rejected",
        repayment_method: "profit",
        created_at: GIVEN_AT,
        approved_at: null,
        paid_at: null,
        wallet: null,
        network: null,
        approvable_at: null,
      },
    ]);
    expect(
      await t.rows(
        "SELECT loan_id, payment_index, amount, proof_url, approved, uploaded_at FROM loan_manual_payments ORDER BY payment_index",
      ),
    ).toEqual([
      {
        loan_id: "l-1",
        payment_index: "0",
        amount: "10.00",
        proof_url: "https://proofs/l.png",
        approved: "true",
        uploaded_at: "2026-03-03T00:00:00.000Z",
      },
      {
        loan_id: "l-1",
        payment_index: "1",
        amount: "5.00",
        proof_url: "https://proofs/m.png",
        approved: "false",
        uploaded_at: "2026-03-03T01:00:00.000Z",
      },
    ]);
    expect(
      await t.rows(
        "SELECT loan_id, global_position, at, source, amount, balance_after, note FROM loan_repayments ORDER BY global_position",
      ),
    ).toEqual([
      {
        loan_id: "l-1",
        global_position: "7",
        at: "2026-03-04T00:00:00.000Z",
        source: "manual",
        amount: "10.00",
        balance_after: "31.25",
        note: "manual payment",
      },
      {
        loan_id: "l-1",
        global_position: "8",
        at: "2026-03-05T00:00:00.000Z",
        source: "profit",
        amount: "20.00",
        balance_after: "11.25",
        note: "profit payment",
      },
      {
        loan_id: "l-1",
        global_position: "9",
        at: "2026-03-06T00:00:00.000Z",
        source: "profit",
        amount: "11.25",
        balance_after: "0.00",
        note: "profit payment",
      },
    ]);
  });
});
