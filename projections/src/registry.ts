import { payoutsProjection } from "./payouts/payouts.projection.js";
import { sellBacksProjection } from "./sell-backs/sell-backs.projection.js";
import { notificationsProjection } from "./notifications/notifications.projection.js";
import { investorsProjection } from "./investors/investors.projection.js";
import { journalProjection } from "./journal/journal.projection.js";
import type { Projection } from "./runner/projection.js";
import { loansProjection } from "./loans/loans.projection.js";
import { referralRewardsProjection } from "./referrals/referral-rewards.projection.js";
import { settingsProjection } from "./settings/settings.projection.js";
import { purchasesProjection } from "./purchases/purchases.projection.js";
import { withdrawalsProjection } from "./withdrawals/withdrawals.projection.js";
import { approvalsProjection } from "./approvals/approvals.projection.js";
import { chainChecksProjection } from "./chain-checks/chain-checks.projection.js";
import { approvedAloneProjection } from "./approved-alone/approved-alone.projection.js";

/** Every read model, in the order the runner applies them within a batch. */
export const allProjections: Projection[] = [
  journalProjection,
  investorsProjection,
  settingsProjection,
  purchasesProjection,
  withdrawalsProjection,
];
// Loans and referral-reward history.
allProjections.push(loansProjection, referralRewardsProjection);
// In-app notifications of money events.
allProjections.push(notificationsProjection);
// Four-eyes approvals.
allProjections.push(approvalsProjection);
// Share sell-backs.
allProjections.push(sellBacksProjection);
// Payments' transactions as their networks showed them (issue 34).
allProjections.push(chainChecksProjection);
// Payouts recorded on chain (issue 34).
allProjections.push(payoutsProjection);
// What admins did alone (four eyes' allowance streams).
allProjections.push(approvedAloneProjection);
