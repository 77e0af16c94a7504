import { type ApprovalAction, PRICE_OUT_OF_DATE_MESSAGE, streams, toCents, toShares } from "@app/contracts";
import { lastPosition, readFolded } from "@app/event-store/command-runner";
import { adjustUserShares } from "./admin-users/admin-users.js";
import { changeUserRole } from "./admin-users/roles.js";
import { type ApprovalGrant, runCommandWithGrant } from "./approvals/grant.js";
import type { ApprovalActionEntries } from "./approvals/registry.js";
import { decide, type InvestorCommand } from "./investor/decide.js";
import { investorFold } from "./investor/investor.js";
import { runLoanCommand } from "./loans/loans.js";
import { decideOffering, offeringFold } from "./offering/offering.js";
import { checkRunCap, refuseWhileRunning, startMoneyRun } from "./profits/start-run.js";
import type { AppContext } from "./runtime/context.js";
import { approveSellBack } from "./sell-backs/sell-backs.js";
import { decideSettings, type SettingsState, settingsFold } from "./settings/settings.js";
import { ConflictError } from "./platform/errors.js";
import { approveSharePurchase } from "./shares/purchases.js";
import { decideWithdrawal } from "./withdrawals/withdrawals.js";

/**
 * What four eyes holds, one entry per kind of action (approvals/registry.ts), filled into the
 * approvals registry by the composition root (createRuntime, bootstrap.ts). Each entry is its
 * capability's own code: `check`, before an action is held for a second admin, meets the checks
 * the action would meet if done now (same errors: 409 not pending, 422 caps and price steps, ...;
 * nothing written); `execute` carries out the approved action with the same checks as if the
 * approving admin did it now, the approval's ApprovalGranted appended together with its events.
 * Each stream is read through the fold cache: a check reads what is new, not the whole history.
 */
const investorOf = (ctx: AppContext, userId: string) => readFolded(ctx.store, streams.investor(userId), investorFold);
const offering = (ctx: AppContext) => readFolded(ctx.store, streams.offering(), offeringFold);
const settings = (ctx: AppContext) => readFolded(ctx.store, streams.settings(), settingsFold);

type LoanAction = Extract<ApprovalAction, { kind: "loan" | "manual-payment" | "write-off" }>;

/** The investor command a loan approval releases. */
function loanCommandOf(ctx: AppContext, action: LoanAction): InvestorCommand {
  const now = ctx.clock();
  switch (action.kind) {
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
  }
}

const loanEntry = {
  check: async (ctx: AppContext, action: LoanAction) => {
    decide(loanCommandOf(ctx, action), await investorOf(ctx, action.userId), action.userId);
  },
  execute: async (ctx: AppContext, action: LoanAction, grant: ApprovalGrant) => {
    await runLoanCommand(ctx, action.userId, loanCommandOf(ctx, action), grant.decider.adminId, grant);
  },
};

function moneyRunEntry(kind: "profit" | "reward") {
  return {
    check: async (ctx: AppContext, action: { percentage: string }) => {
      checkRunCap(ctx, kind, action.percentage);
      await refuseWhileRunning(ctx, kind);
      // The start needs fresh read models (503 otherwise): refused before it counts toward the admin's solo percent.
      await ctx.readYourWrites(await ctx.store.headPosition(), { before: "decision" });
    },
    execute: async (ctx: AppContext, action: { percentage: string }, grant: ApprovalGrant) => {
      await startMoneyRun(ctx, kind, action.percentage, grant.decider.adminId, grant);
    },
  };
}

export const approvalActions: ApprovalActionEntries = {
  "profit-run": moneyRunEntry("profit"),
  "reward-run": moneyRunEntry("reward"),
  withdrawal: {
    check: async (ctx, action) => {
      const command: InvestorCommand = { type: "ApproveWithdrawal", withdrawalId: action.withdrawalId, now: ctx.clock() };
      decide(command, await investorOf(ctx, action.userId), action.userId);
    },
    execute: async (ctx, action, grant) => {
      await decideWithdrawal(ctx, action.withdrawalId, { decision: "approve" }, grant.decider.adminId, grant);
    },
  },
  loan: loanEntry,
  "manual-payment": loanEntry,
  "write-off": loanEntry,
  purchase: {
    check: async (ctx, action) => {
      const [investor, offeringState] = await Promise.all([investorOf(ctx, action.userId), offering(ctx)]);
      decide({ type: "ApproveSharePurchase", purchaseId: action.purchaseId, now: ctx.clock() }, investor, action.userId);
      decideOffering(
        { type: "AllocateShares", purchaseId: action.purchaseId, userId: action.userId, shares: action.shares },
        offeringState,
      );
    },
    execute: async (ctx, action, grant) => {
      await approveSharePurchase(ctx, action.purchaseId, grant.decider.adminId, grant);
    },
  },
  "sell-back": {
    check: async (ctx, action) => {
      const [investor, settingsState] = await Promise.all([investorOf(ctx, action.userId), settings(ctx)]);
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
    },
    execute: async (ctx, action, grant) => {
      await approveSellBack(ctx, action.sellBackId, grant.decider.adminId, grant);
    },
  },
  "share-price": {
    check: async (ctx, action) => {
      decideSettings({ type: "ChangeSharePrice", pricePerShare: action.pricePerShare }, await settings(ctx));
    },
    execute: async (ctx, action, grant) => {
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
        grant.decider.adminId,
      );
      await ctx.readYourWrites(lastPosition(outcome));
    },
  },
  "share-edit": {
    check: async (ctx, action) => {
      const [investor, offeringState, settingsState] = await Promise.all([investorOf(ctx, action.userId), offering(ctx), settings(ctx)]);
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
    },
    execute: async (ctx, action, grant) => {
      await adjustUserShares(ctx, action.userId, action.sharesOwned, grant.decider.adminId, grant, action.previousShares);
    },
  },
  role: {
    check: async () => {},
    execute: async (ctx, action, grant) => {
      await changeUserRole(ctx, action.userId, action.role, grant.decider.adminId, grant);
    },
  },
};
