import { userIdOfInvestorStream } from "@app/contracts";
import { sql } from "kysely";
import type { Projection } from "../runner/projection.js";

/** Each investor's referral-reward credits (the referrals screen's reward history). */
export const referralRewardsProjection: Projection = {
  name: "referral-rewards",
  tables: ["referral_reward_history"],
  ddl: [
    `CREATE TABLE referral_reward_history (
       event_id UUID PRIMARY KEY,
       user_id TEXT NOT NULL,
       run_id TEXT NOT NULL,
       amount NUMERIC(20,2) NOT NULL,
       team_shares NUMERIC(14,1) NOT NULL,
       percentage NUMERIC(12,4) NOT NULL,
       distributed_at TIMESTAMPTZ NOT NULL
     )`,
    "CREATE INDEX referral_reward_history_user ON referral_reward_history (user_id, distributed_at DESC)",
  ],
  async apply(trx, events) {
    const rows = events.flatMap((e) => {
      const userId = userIdOfInvestorStream(e.streamId);
      if (e.event.type !== "ReferralRewardCredited" || !userId) return [];
      const d = e.event.data;
      return [
        {
          id: e.eventId,
          userId,
          runId: d.runId,
          amount: d.amount,
          teamShares: d.teamShares,
          percentage: d.percentage,
          at: e.createdAt.toISOString(),
        },
      ];
    });
    if (rows.length === 0) return;
    await sql`
      INSERT INTO referral_reward_history (event_id, user_id, run_id, amount, team_shares, percentage, distributed_at)
      SELECT * FROM unnest(${rows.map((r) => r.id)}::uuid[], ${rows.map((r) => r.userId)}::text[], ${rows.map((r) => r.runId)}::text[],
        ${rows.map((r) => r.amount)}::numeric[], ${rows.map((r) => r.teamShares)}::numeric[], ${rows.map((r) => r.percentage)}::numeric[],
        ${rows.map((r) => r.at)}::timestamptz[])
      ON CONFLICT (event_id) DO NOTHING`.execute(trx);
  },
};
