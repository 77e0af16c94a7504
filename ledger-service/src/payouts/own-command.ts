import { streams } from "@app/contracts";
import { lastPosition, runStreamCommand } from "@app/event-store/command-runner";
import type { AppContext } from "../runtime/context.js";
import type { AuthUser } from "../shared/auth.js";
import { decide, type InvestorCommand } from "../investor/decide.js";
import { investorFold } from "../investor/investor.js";

/**
 * Runs a command of the investor on their own stream, as them (the command is made at each
 * attempt, so its `now` is the attempt's), and waits until the read models show it.
 */
export async function runOwnCommand(ctx: AppContext, user: AuthUser, command: () => InvestorCommand): Promise<void> {
  const outcome = await runStreamCommand(
    ctx.store,
    streams.investor(user.id),
    investorFold,
    (investor) => decide(command(), investor, user.id),
    {
      metadata: { actor: user.id },
    },
  );
  await ctx.readYourWrites(lastPosition(outcome));
}
