/** Stream ids come from here and nowhere else (design notes §3). */
export const streams = {
  investor: (userId: string) => `investor-${userId}`,
  offering: () => "offering",
  settings: () => "platform-settings",
  profitRun: (runId: string) => `profit-run-${runId}`,
  rewardRun: (runId: string) => `reward-run-${runId}`,
};

export function userIdOfInvestorStream(streamId: string): string | null {
  return streamId.startsWith("investor-") ? streamId.slice("investor-".length) : null;
}
