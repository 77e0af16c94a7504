import { type ApprovalAction, streams, toShares } from "@app/contracts";
import type { AppContext } from "../runtime/context.js";
import { decide, type InvestorCommand } from "../investor/decide.js";
import { decideOffering, offeringFold } from "../offering/offering.js";
import { checkRunCap, refuseWhileRunning } from "../profits/start-run.js";
import { decideSettings, settingsFold } from "../settings/settings.js";
import { readFolded } from "@app/event-store/command-runner";
import { investorFold } from "../investor/investor.js";

/** The investor command an approval of this kind releases. */
export function investorCommandOf(ctx: AppContext, action: ApprovalAction): InvestorCommand | null {
  const now = ctx.clock();
  switch (action.kind) {
    case "withdrawal":
      return { type: "ApproveWithdrawal", withdrawalId: action.withdrawalId, now };
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
      // The approval is the second admin's grant of the write-off.
      return { type: "MarkLoanPaid", loanId: action.loanId, now, writeOffAllowed: true };
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
  // Each stream through the fold cache: a check reads what is new, not the whole history.
  const investorOf = (userId: string) => readFolded(ctx.store, streams.investor(userId), investorFold);
  const offering = () => readFolded(ctx.store, streams.offering(), offeringFold);
  const settings = () => readFolded(ctx.store, streams.settings(), settingsFold);
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
      decide(command, await investorOf(action.userId), action.userId);
      return;
    }
    case "purchase": {
      const [investor, offeringState] = await Promise.all([investorOf(action.userId), offering()]);
      decide({ type: "ApproveSharePurchase", purchaseId: action.purchaseId, now: ctx.clock() }, investor, action.userId);
      decideOffering(
        { type: "AllocateShares", purchaseId: action.purchaseId, userId: action.userId, shares: action.shares },
        offeringState,
      );
      return;
    }
    case "sell-back": {
      const [investor, settingsState] = await Promise.all([investorOf(action.userId), settings()]);
      decide(
        {
          type: "ApproveSellBack",
          sellBackId: action.sellBackId,
          pricePerShare: settingsState.pricePerShare,
          now: ctx.clock(),
        },
        investor,
        action.userId,
      );
      return;
    }
    case "share-price":
      decideSettings({ type: "ChangeSharePrice", pricePerShare: action.pricePerShare }, await settings());
      return;
    case "share-edit": {
      const [investor, offeringState, settingsState] = await Promise.all([investorOf(action.userId), offering(), settings()]);
      decide({ type: "AdjustShares", newShares: action.sharesOwned, pricePerShare: settingsState.pricePerShare }, investor, action.userId);
      decideOffering(
        {
          type: "AdjustAllocation",
          userId: action.userId,
          previousShares: toShares(investor.shares),
          newShares: toShares(action.sharesOwned),
        },
        offeringState,
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
