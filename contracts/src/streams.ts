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
};

export function userIdOfInvestorStream(streamId: string): string | null {
  return streamId.startsWith("investor-") ? streamId.slice("investor-".length) : null;
}
