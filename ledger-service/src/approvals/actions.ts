import { type ApprovalAction, PRICE_OUT_OF_DATE_MESSAGE, streams, toCents, toShares } from "@app/contracts";
import { adjustUserShares } from "../admin-users/admin-users.js";
import { changeUserRole } from "../admin-users/roles.js";
import type { AppContext } from "../runtime/context.js";
import { decide, type InvestorCommand } from "../investor/decide.js";
import { runLoanCommand } from "../loans/loans.js";
import { decideOffering } from "../offering/offering.js";
import { checkRunCap, refuseWhileRunning, startMoneyRun } from "../profits/start-run.js";
import { decideSettings } from "../settings/settings.js";
import { foldEvents, lastPosition } from "@app/event-store/command-runner";
import { ConflictError } from "../shared/errors.js";
import { approveSharePurchase } from "../shares/purchases.js";
import type { SettingsState } from "../settings/settings.js";
import { investorFold, offeringFold, settingsFold } from "../shares/folds.js";
import { decideWithdrawal } from "../withdrawals/withdrawals.js";
import { approveSellBack } from "../sell-backs/sell-backs.js";
import { type ApprovalGrant, runCommandWithGrant } from "./grant.js";

/** The investor command an approval of this kind releases. */
function investorCommandOf(ctx: AppContext, action: ApprovalAction): InvestorCommand | null {
  const now = ctx.clock();
  switch (action.kind) {
    case "withdrawal":
      return { type: "ApproveWithdrawal", withdrawalId: action.withdrawalId };
    case "loan":
      return { type: "ApproveLoan", loanId: action.loanId, now };
    case "manual-payment":
      return {
        type: "ApproveManualLoanPayment",
        loanId: action.loanId,
        paymentIndex: action.paymentIndex,
        now,
        creditExcessToProfit: action.creditExcessToProfit,
      };
    case "write-off":
      return { type: "MarkLoanPaid", loanId: action.loanId, now };
    default:
      return null;
  }
}

/**
 * Before an action is held for a second admin: the checks it would meet if done now (same
 * errors: 409 not pending, 422 caps and price steps, ...), so a request that could not be
 * carried out is refused at once instead of waiting for approval. Nothing is written.
 */
export async function checkAction(ctx: AppContext, action: ApprovalAction): Promise<void> {
  const read = (streamId: string) => ctx.store.readStream(streamId);
  switch (action.kind) {
    case "profit-run":
    case "reward-run": {
      const kind = action.kind === "profit-run" ? "profit" : "reward";
      checkRunCap(ctx, kind, action.percentage);
      await refuseWhileRunning(ctx, kind);
      // The start needs fresh read models (503 otherwise): refused before it counts toward the admin's solo percent.
      await ctx.readYourWrites(await ctx.store.headPosition(), { before: "decision" });
      return;
    }
    case "withdrawal":
    case "loan":
    case "manual-payment":
    case "write-off": {
      const command = investorCommandOf(ctx, action) as InvestorCommand;
      decide(command, foldEvents(investorFold, await read(streams.investor(action.userId))), action.userId);
      return;
    }
    case "purchase": {
      const [investorEvents, offeringEvents] = await Promise.all([read(streams.investor(action.userId)), read(streams.offering())]);
      const investor = foldEvents(investorFold, investorEvents);
      decide({ type: "ApproveSharePurchase", purchaseId: action.purchaseId, now: ctx.clock() }, investor, action.userId);
      decideOffering(
        { type: "AllocateShares", purchaseId: action.purchaseId, userId: action.userId, shares: action.shares },
        foldEvents(offeringFold, offeringEvents),
      );
      return;
    }
    case "sell-back": {
      const [investorEvents, settingsEvents] = await Promise.all([read(streams.investor(action.userId)), read(streams.settings())]);
      decide(
        {
          type: "ApproveSellBack",
          sellBackId: action.sellBackId,
          pricePerShare: foldEvents(settingsFold, settingsEvents).pricePerShare,
          now: ctx.clock(),
        },
        foldEvents(investorFold, investorEvents),
        action.userId,
      );
      return;
    }
    case "share-price":
      decideSettings(
        { type: "ChangeSharePrice", pricePerShare: action.pricePerShare },
        foldEvents(settingsFold, await read(streams.settings())),
      );
      return;
    case "share-edit": {
      const [investorEvents, offeringEvents, settingsEvents] = await Promise.all([
        read(streams.investor(action.userId)),
        read(streams.offering()),
        read(streams.settings()),
      ]);
      const investor = foldEvents(investorFold, investorEvents);
      const settings = foldEvents(settingsFold, settingsEvents);
      decide({ type: "AdjustShares", newShares: action.sharesOwned, pricePerShare: settings.pricePerShare }, investor, action.userId);
      decideOffering(
        {
          type: "AdjustAllocation",
          userId: action.userId,
          previousShares: toShares(investor.shares),
          newShares: toShares(action.sharesOwned),
        },
        foldEvents(offeringFold, offeringEvents),
      );
      return;
    }
    case "role":
      return;
    default: {
      const unreachable: never = action;
      throw new Error(`unknown action ${JSON.stringify(unreachable)}`);
    }
  }
}

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
