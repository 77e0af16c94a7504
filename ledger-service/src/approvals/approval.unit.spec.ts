import type { DomainEvent } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { ApprovalAlreadyDecided, approvalFold, decideApproval } from "./approval.js";
import { needsSecondAdmin, soloMeasure, soloSum } from "./thresholds.js";

const at = new Date("2026-03-01T10:00:00.000Z");
const asker = { adminId: "admin-a", at };
const other = { adminId: "admin-b", at };
const requested: DomainEvent = {
  type: "ApprovalRequested",
  data: { approvalId: "ap1", action: { kind: "profit-run", percentage: "6" }, requestedBy: "admin-a", requestedAt: at.toISOString() },
};
const given = (...events: DomainEvent[]) => events.reduce(approvalFold.evolve, approvalFold.initial());
const config = { FOUR_EYES_PERCENT: 5, FOUR_EYES_AMOUNT: 1000 };

describe("an approval (pure)", () => {
  it("given a pending request, when its own requester approves it, then 403 'You cannot approve your own request.'", () => {
    expect(() => decideApproval({ type: "GrantApproval", decider: asker }, given(requested))).toThrow(
      "You cannot approve your own request.",
    );
  });

  it("given a pending request, when another admin approves it, then ApprovalGranted names that admin; approving again is ApprovalAlreadyDecided", () => {
    const events = decideApproval({ type: "GrantApproval", decider: other }, given(requested));
    expect(events).toEqual([{ type: "ApprovalGranted", data: { approvalId: "ap1", approvedBy: "admin-b", approvedAt: at.toISOString() } }]);
    expect(() => decideApproval({ type: "GrantApproval", decider: other }, given(requested, ...events))).toThrow(ApprovalAlreadyDecided);
  });

  it("given a pending request, when the requester rejects it (withdraws it), then ApprovalRejected; a failure recorded afterwards adds nothing", () => {
    const rejected = decideApproval({ type: "RejectApproval", decider: asker }, given(requested));
    expect(rejected[0]?.type).toBe("ApprovalRejected");
    expect(decideApproval({ type: "RecordApprovalFailure", decider: other, reason: "gone" }, given(requested, ...rejected))).toEqual([]);
  });

  it("when no request exists, then approving it is 404", () => {
    expect(() => decideApproval({ type: "GrantApproval", decider: other }, given())).toThrow("Approval not found");
  });

  it("when the thresholds are 5% and $1000, then 5% runs and $1000 withdrawals go at once, anything above, every price change and an admin grant wait", () => {
    expect(needsSecondAdmin(config, { kind: "profit-run", percentage: "5" })).toBe(false);
    expect(needsSecondAdmin(config, { kind: "reward-run", percentage: "5.01" })).toBe(true);
    expect(needsSecondAdmin(config, { kind: "withdrawal", withdrawalId: "w", userId: "u", amount: "1000.00" })).toBe(false);
    expect(needsSecondAdmin(config, { kind: "loan", loanId: "l", userId: "u", amount: "1000.01" })).toBe(true);
    expect(needsSecondAdmin(config, { kind: "share-price", pricePerShare: "100.01", previousPrice: "100.00" })).toBe(true);
    expect(needsSecondAdmin(config, { kind: "share-edit", userId: "u", sharesOwned: "1", previousShares: "0.5" })).toBe(true);
    expect(needsSecondAdmin(config, { kind: "role", userId: "u", role: "admin", previousRole: "investor" })).toBe(true);
    expect(needsSecondAdmin(config, { kind: "role", userId: "u", role: "investor", previousRole: "admin" })).toBe(true);
    expect(needsSecondAdmin(config, { kind: "role", userId: "u", role: "auditor", previousRole: "investor" })).toBe(false);
    expect(needsSecondAdmin(config, { kind: "purchase", purchaseId: "p", userId: "u", shares: "10", amount: "1000.00" })).toBe(false);
    expect(needsSecondAdmin(config, { kind: "purchase", purchaseId: "p", userId: "u", shares: "10.5", amount: "1050.00" })).toBe(true);
    expect(needsSecondAdmin(config, { kind: "write-off", loanId: "l", userId: "u", amount: "0.01" })).toBe(true);
  });

  it("when an admin's solo approvals are summed, then only money kinds inside 24 hours count toward the dollar limit, and runs of one kind inside 7 days toward the percent", () => {
    const limits = { ...config, FOUR_EYES_DAILY_AMOUNT: 5000 };
    const now = new Date("2026-11-27T12:00:00Z");
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
    const entries = [
      { kind: "withdrawal", target: "w1", amount: "1000.00", at: hoursAgo(1) },
      { kind: "purchase", target: "p1", amount: "250.50", at: hoursAgo(23) },
      { kind: "loan", target: "l1", amount: "900.00", at: hoursAgo(25) },
      { kind: "profit-run", target: "profit-run", percentage: "2", at: hoursAgo(24 * 6) },
      { kind: "profit-run", target: "profit-run", percentage: "3", at: hoursAgo(24 * 8) },
      { kind: "reward-run", target: "reward-run", percentage: "4", at: hoursAgo(1) },
    ] as const;
    const dollars = soloMeasure(limits, { kind: "sell-back", sellBackId: "s", userId: "u", shares: "1", amount: "90.00" });
    expect(dollars && soloSum(dollars, [...entries], now).toFixed(2)).toBe("1250.50");
    const percent = soloMeasure(limits, { kind: "profit-run", percentage: "1" });
    expect(percent && soloSum(percent, [...entries], now).toString()).toBe("2");
    expect(soloMeasure(limits, { kind: "share-price", pricePerShare: "1.00", previousPrice: "2.00" })).toBeNull();
  });
});
