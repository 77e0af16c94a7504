import { type ApprovalAction, PRICE_OUT_OF_DATE_MESSAGE, streams, toCents } from "@app/contracts";
import { adjustUserShares } from "../admin-users/admin-users.js";
import { changeUserRole } from "../admin-users/roles.js";
import type { AppContext } from "../runtime/context.js";
import type { InvestorCommand } from "../investor/decide.js";
import { runLoanCommand } from "../loans/loans.js";
import { startMoneyRun } from "../profits/start-run.js";
import { decideSettings, type SettingsState, settingsFold } from "../settings/settings.js";
import { lastPosition } from "@app/event-store/command-runner";
import { ConflictError } from "../shared/errors.js";
import { approveSharePurchase } from "../shares/purchases.js";
import { decideWithdrawal } from "../withdrawals/withdrawals.js";
import { approveSellBack } from "../sell-backs/sell-backs.js";
import { investorCommandOf } from "./check-action.js";
import { type ApprovalGrant, runCommandWithGrant } from "./grant.js";

/**
 * Carries out an approved action with the same checks as if the approving admin did it now;
 * the approval's ApprovalGranted is appended together with the action's events.
 */
export async function executeAction(ctx: AppContext, action: ApprovalAction, grant: ApprovalGrant): Promise<void> {
  const actor = grant.decider.adminId;
  switch (action.kind) {
    case "profit-run":
      await startMoneyRun(ctx, "profit", action.percentage, actor, grant);
      return;
    case "reward-run":
      await startMoneyRun(ctx, "reward", action.percentage, actor, grant);
      return;
    case "withdrawal":
      await decideWithdrawal(ctx, action.withdrawalId, { decision: "approve" }, actor, grant);
      return;
    case "loan":
    case "manual-payment":
    case "write-off":
      await runLoanCommand(ctx, action.userId, investorCommandOf(ctx, action) as InvestorCommand, actor, grant);
      return;
    case "purchase":
      await approveSharePurchase(ctx, action.purchaseId, actor, grant);
      return;
    case "sell-back":
      await approveSellBack(ctx, action.sellBackId, actor, grant);
      return;
    case "share-price": {
      // Applies only to the price it was asked on (409 otherwise, recorded as the approval's failure).
      const outcome = await runCommandWithGrant<[SettingsState]>(
        ctx.store,
        grant,
        [{ streamId: streams.settings(), fold: settingsFold }],
        ([state]) => {
          if (toCents(state.pricePerShare) !== toCents(action.previousPrice)) throw new ConflictError(PRICE_OUT_OF_DATE_MESSAGE);
          return [
            {
              streamId: streams.settings(),
              events: decideSettings({ type: "ChangeSharePrice", pricePerShare: action.pricePerShare }, state),
            },
          ];
        },
        actor,
      );
      await ctx.readYourWrites(lastPosition(outcome));
      return;
    }
    case "share-edit":
      await adjustUserShares(ctx, action.userId, action.sharesOwned, actor, grant, action.previousShares);
      return;
    case "role":
      await changeUserRole(ctx, action.userId, action.role, actor, grant);
      return;
    default: {
      const unreachable: never = action;
      throw new Error(`unknown action ${JSON.stringify(unreachable)}`);
    }
  }
}
