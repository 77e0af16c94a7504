import type { Router } from "express";
import { sellBackRoutes } from "./sell-backs/routes.js";
import { notificationRoutes } from "./notifications/routes.js";
import { statementRoutes } from "./statements/routes.js";
import { auditRoutes } from "./audit-api/routes.js";
import { jobRoutes } from "./jobs/routes.js";
import type { AppContext } from "./runtime/context.js";
import { purchaseWindowRoutes } from "./settings/purchase-window-routes.js";
import { settingsRoutes } from "./settings/routes.js";
import { loanRoutes } from "./loans/routes.js";
import { profitRoutes } from "./profits/routes.js";
import { referralRoutes } from "./referrals/routes.js";
import { adminUserRoutes } from "./admin-users/routes.js";
import { dashboardRoutes } from "./dashboard/routes.js";
import { shareRoutes } from "./shares/routes.js";
import { withdrawalRoutes } from "./withdrawals/routes.js";
import { authRoutes } from "./auth/routes.js";
import { twoFactorRoutes } from "./auth/two-factor-routes.js";
import { sessionRoutes } from "./auth/session-routes.js";
import { profileRoutes } from "./profile/routes.js";
import { uploadRoutes } from "./uploads/routes.js";
import { contactRoutes } from "./content/contact-routes.js";
import { announcementRoutes } from "./content/announcement-routes.js";
import { signalRoutes } from "./content/signal-routes.js";
import { broadcastRoutes } from "./broadcast/routes.js";
import { approvalRoutes } from "./approvals/routes.js";
import { metricsRoutes } from "./metrics/routes.js";
import { siteRoutes } from "./site/routes.js";
import { payoutRoutes } from "./payouts/routes.js";
import { reserveRoutes } from "./reserves/routes.js";
import { liabilityRoutes } from "./liabilities/routes.js";
import { approvedAloneRoutes } from "./audit-api/approved-alone-routes.js";
import { flaggedReferralRoutes } from "./referrals/flagged-routes.js";
import { activityRoutes } from "./activity/routes.js";
import { savedAddressRoutes } from "./saved-addresses/routes.js";

/** Every capability's router, mounted under /api. Each capability adds its line here. */
export const capabilityRouters: Array<(ctx: AppContext) => Router> = [
  settingsRoutes,
  purchaseWindowRoutes,
  shareRoutes,
  withdrawalRoutes,
  adminUserRoutes,
  dashboardRoutes,
  auditRoutes,
  jobRoutes,
];
// Profit runs, referral rewards and loans.
capabilityRouters.push(profitRoutes, referralRoutes, loanRoutes);
// Accounts, profiles, uploads, content and broadcasts.
capabilityRouters.push(authRoutes, profileRoutes, uploadRoutes, contactRoutes, announcementRoutes, signalRoutes, broadcastRoutes);
// Notifications and statements.
capabilityRouters.push(notificationRoutes, statementRoutes);
// Four-eyes approvals.
capabilityRouters.push(approvalRoutes);
// Second factor and change-password.
capabilityRouters.push(twoFactorRoutes);
// Share sell-backs.
capabilityRouters.push(sellBackRoutes);
// Where a user is signed in (sessions).
capabilityRouters.push(sessionRoutes);
// Operations: Prometheus metrics.
capabilityRouters.push(metricsRoutes);
// The platform's public identity (GET /api/site).
capabilityRouters.push(siteRoutes);
// Issue 34: payouts recorded on chain, and reserves.
capabilityRouters.push(payoutRoutes, reserveRoutes);
// Published liabilities (Merkle root of what the platform owes its investors).
capabilityRouters.push(liabilityRoutes);
// What admins did alone (the "Approved alone" list) and whether one admin is alone.
capabilityRouters.push(approvedAloneRoutes);
// Referrals flagged as possibly self-referral, and their clearing.
capabilityRouters.push(flaggedReferralRoutes);
// The investor's activity feed (issue 35: one feed of every money event).
capabilityRouters.push(activityRoutes);
// Saved withdrawal addresses with labels (issue 35).
capabilityRouters.push(savedAddressRoutes);
