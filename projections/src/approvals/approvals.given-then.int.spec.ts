import { streams } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { GIVEN_AT, useReadModelTest } from "../../testing/given-events.js";
import { approvalsProjection } from "./approvals.projection.js";

const requested = (approvalId: string, action: Record<string, unknown>) => ({
  stream: streams.approval(approvalId),
  type: "ApprovalRequested" as const,
  data: { approvalId, action, requestedBy: "admin-a", requestedAt: GIVEN_AT },
});

describe("approvals read model: given four-eyes events, then one row per approval", () => {
  const t = useReadModelTest("approvals", [approvalsProjection]);

  it("when approvals are granted, rejected, failed or left pending, then each row has its kind, amount, target and decision", async () => {
    await t.given(
      requested("a-1", { kind: "withdrawal", withdrawalId: "w-1", userId: "u-a", amount: "1500.00" }),
      requested("a-2", { kind: "profit-run", percentage: "6" }),
      requested("a-3", { kind: "loan", loanId: "l-1", userId: "u-b", amount: "37.50" }),
      requested("a-4", { kind: "share-edit", userId: "u-c", sharesOwned: "3", previousShares: "2.5" }),
    );
    await t.given(
      {
        stream: streams.approval("a-1"),
        type: "ApprovalGranted",
        data: { approvalId: "a-1", approvedBy: "admin-b", approvedAt: "2026-03-01T11:00:00.000Z" },
      },
      {
        stream: streams.approval("a-2"),
        type: "ApprovalRejected",
        data: { approvalId: "a-2", rejectedBy: "admin-c", rejectedAt: "2026-03-01T12:00:00.000Z" },
      },
      {
        stream: streams.approval("a-3"),
        type: "ApprovalFailed",
        data: { approvalId: "a-3", approvedBy: "admin-b", failedAt: "2026-03-01T13:00:00.000Z", reason: "Loan is Rejected, not Pending" },
      },
    );

    const asked = { requested_by: "admin-a", requested_at: GIVEN_AT };
    expect(
      await t.rows(`SELECT approval_id, kind, action->>'kind' AS action_kind, amount, target_user_id, status, requested_by, requested_at,
                      decided_by, decided_at, failure, global_position FROM approvals ORDER BY approval_id`),
    ).toEqual([
      {
        approval_id: "a-1",
        kind: "withdrawal",
        action_kind: "withdrawal",
        amount: "1500.00",
        target_user_id: "u-a",
        status: "Approved",
        ...asked,
        decided_by: "admin-b",
        decided_at: "2026-03-01T11:00:00.000Z",
        failure: null,
        global_position: "1",
      },
      {
        approval_id: "a-2",
        kind: "profit-run",
        action_kind: "profit-run",
        amount: null,
        target_user_id: null,
        status: "Rejected",
        ...asked,
        decided_by: "admin-c",
        decided_at: "2026-03-01T12:00:00.000Z",
        failure: null,
        global_position: "2",
      },
      {
        approval_id: "a-3",
        kind: "loan",
        action_kind: "loan",
        amount: "37.50",
        target_user_id: "u-b",
        status: "Failed",
        ...asked,
        decided_by: "admin-b",
        decided_at: "2026-03-01T13:00:00.000Z",
        failure: "Loan is Rejected, not Pending",
        global_position: "3",
      },
      {
        approval_id: "a-4",
        kind: "share-edit",
        action_kind: "share-edit",
        amount: null,
        target_user_id: "u-c",
        status: "Pending",
        ...asked,
        decided_by: null,
        decided_at: null,
        failure: null,
        global_position: "4",
      },
    ]);
    expect((await t.rows("SELECT action FROM approvals WHERE approval_id = 'a-4'"))[0]?.action).toBe(
      JSON.stringify({ kind: "share-edit", userId: "u-c", sharesOwned: "3", previousShares: "2.5" }),
    );
  });
});
