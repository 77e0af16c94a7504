import { streams } from "@app/contracts";
import { describe, expect, it } from "vitest";
import {
  GIVEN_AT,
  investorAccount as inv,
  useReadModelTest,
  profitCredited,
  withdrawalRequested,
  withdrawalApprovalData,
} from "../../testing/given-events.js";
import { journalProjection } from "./journal.projection.js";

const E1 = "00000000-0000-4000-8000-0000000000e1";
const E2 = "00000000-0000-4000-8000-0000000000e2";
const E3 = "00000000-0000-4000-8000-0000000000e3";

describe("journal read model: given money events, then one journal line per transfer and each account's totals", () => {
  const t = useReadModelTest("journal", [journalProjection]);

  it("when a profit is credited and then partly withdrawn over two batches, then the lines and balances are exact to the cent", async () => {
    const a = streams.investor("u-a");
    await t.given(
      {
        ...profitCredited("u-a"),
        eventId: E1,
      },
      // No transfers: no line.
      { stream: a, type: "SharePurchaseRejected", data: { purchaseId: "p-1" } },
    );
    await t.given(
      {
        ...withdrawalRequested("u-a"),
        eventId: E2,
        at: "2026-03-01T10:00:01.000Z",
      },
      {
        stream: a,
        type: "WithdrawalApproved",
        data: withdrawalApprovalData("u-a", "w-1", "3.70", "0.19", "3.51"),
        eventId: E3,
        at: "2026-03-01T10:00:02.000Z",
      },
    );

    const line = (
      position: string,
      n: string,
      eventId: string,
      type: string,
      debit: string,
      credit: string,
      amount: string,
      at: string,
    ) => ({
      commit_pos: position,
      global_position: position,
      line: n,
      event_id: eventId,
      stream_id: a,
      event_type: type,
      debit_account: debit,
      credit_account: credit,
      amount,
      occurred_at: at,
    });
    expect(await t.rows("SELECT * FROM journal_entries ORDER BY global_position, line")).toEqual([
      line("1", "0", E1, "ProfitCredited", "platform:profit-expense", inv("u-a", "profit"), "3.75", GIVEN_AT),
      line("3", "0", E2, "WithdrawalRequested", inv("u-a", "profit"), inv("u-a", "withdrawal-hold"), "3.70", "2026-03-01T10:00:01.000Z"),
      line("4", "0", E3, "WithdrawalApproved", inv("u-a", "withdrawal-hold"), "platform:treasury", "3.51", "2026-03-01T10:00:02.000Z"),
      line("4", "1", E3, "WithdrawalApproved", inv("u-a", "withdrawal-hold"), "platform:fee-income", "0.19", "2026-03-01T10:00:02.000Z"),
    ]);
    expect(await t.rows("SELECT account, debits, credits, balance FROM account_balances ORDER BY account")).toEqual([
      { account: inv("u-a", "profit"), debits: "3.70", credits: "3.75", balance: "0.05" },
      { account: inv("u-a", "withdrawal-hold"), debits: "3.70", credits: "3.70", balance: "0.00" },
      { account: "platform:fee-income", debits: "0.00", credits: "0.19", balance: "0.19" },
      { account: "platform:profit-expense", debits: "3.75", credits: "0.00", balance: "-3.75" },
      { account: "platform:treasury", debits: "0.00", credits: "3.51", balance: "3.51" },
    ]);
  });
});
