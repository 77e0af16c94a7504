/** Stream ids come from here and nowhere else (design notes §3). */
export const streams = {
  investor: (userId: string) => `investor-${userId}`,
  offering: () => "offering",
  settings: () => "platform-settings",
  profitRun: (runId: string) => `profit-run-${runId}`,
  rewardRun: (runId: string) => `reward-run-${runId}`,
  /** A four-eyes approval: requested, then granted, rejected or failed. */
  approval: (approvalId: string) => `approval-${approvalId}`,
  /** Role changes of one user (admin, auditor, investor): the audit trail of who made admins. */
  userRoles: (userId: string) => `user-roles-${userId}`,
  /** What one admin approved or ran alone: the rolling sums of four eyes, decided from here. */
  adminAllowance: (adminId: string) => `admin-allowance-${adminId}`,
  /** The approvals asked for one target (a withdrawal, a loan, a user's shares, ...). */
  approvalTarget: (target: string) => `approval-target-${target}`,
  /** ADMIN_EMAIL's one-time bootstrap. */
  adminBootstrap: () => "admin-bootstrap",
  /** Published liabilities (Merkle roots of what the platform owes its investors). */
  liabilities: () => "liabilities",
  /** The one payment a transaction id backs (id as normalizeTxId spells it). */
  chainTx: (normalizedTxId: string) => `chain-tx-${normalizedTxId}`,
  /** The network's checks of one payment's transaction (use: purchase, loan-repayment, a payout). */
  chainCheck: (use: string, target: string) => `chain-check-${use}-${target}`,
};

export function userIdOfInvestorStream(streamId: string): string | null {
  return streamId.startsWith("investor-") ? streamId.slice("investor-".length) : null;
}
