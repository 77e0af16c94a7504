/**
 * Whether the apply form shows, and why not: one active (Pending or unpaid Approved) loan per
 * investor, and only while the admin keeps the portal open. The server decides the same (409/422);
 * the page says it before the investor types anything.
 */
export type LoanEligibility = { canApply: true } | { canApply: false; reason: "pending" | "unpaid" | "portal-closed"; explanation: string };

export const PORTAL_CLOSED_TEXT = "The loan request system is currently closed. Please check back later.";

export function loanEligibility(portalOpen: boolean, loan: { status: string; remaining: number } | null): LoanEligibility {
  if (loan?.status === "Pending")
    return {
      canApply: false,
      reason: "pending",
      explanation: "Your loan request is waiting for an admin's decision. You can apply for another loan once it is decided and repaid.",
    };
  if (loan?.status === "Approved" && loan.remaining > 0)
    return {
      canApply: false,
      reason: "unpaid",
      explanation: "You have a loan to repay. You can apply for a new loan once its remaining balance reaches $0.00.",
    };
  if (!portalOpen) return { canApply: false, reason: "portal-closed", explanation: PORTAL_CLOSED_TEXT };
  return { canApply: true };
}
