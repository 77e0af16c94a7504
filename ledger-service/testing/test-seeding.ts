import { streams } from "@app/contracts";
import type { AppContext } from "../src/runtime/context.js";
import { decide } from "../src/investor/decide.js";
import { lastPosition, runStreamCommand } from "@app/event-store/command-runner";
import { newId } from "@app/event-store/event-ids";
import { investorFold } from "../src/investor/investor.js";

/**
 * For tests: credits an investor's profit or reward balance through the real decide, as a
 * profit run (1 share x $amount x 100%) or a reward run (100% of a team investment of $amount)
 * would, with balanced journal transfers, and waits for the read models.
 */
export async function creditBalanceForTest(ctx: AppContext, userId: string, kind: "profit" | "reward", amount: string): Promise<void> {
  const runId = `test-${newId()}`;
  const outcome = await runStreamCommand(ctx.store, streams.investor(userId), investorFold, (state) =>
    decide(
      kind === "profit"
        ? { type: "CreditProfit", runId, percentage: "100", shares: "1", pricePerShare: amount, loanRepaymentShare: "1", now: ctx.clock() }
        : { type: "CreditReferralReward", runId, percentage: "100", teamShares: "1", teamInvestment: amount },
      state,
      userId,
    ),
  );
  await ctx.readYourWrites(lastPosition(outcome));
}
