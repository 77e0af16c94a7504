import { adminUsersDocs } from "../admin-users/openapi.js";
import { approvalsDocs } from "../approvals/openapi.js";
import { auditApiDocs } from "../audit-api/openapi.js";
import { authDocs } from "../auth/openapi.js";
import { broadcastDocs } from "../broadcast/openapi.js";
import { contentDocs } from "../content/openapi.js";
import { dashboardDocs } from "../dashboard/openapi.js";
import { healthDocs } from "../health/openapi.js";
import { jobsDocs } from "../jobs/openapi.js";
import { liabilitiesDocs } from "../liabilities/openapi.js";
import { loansDocs } from "../loans/openapi.js";
import { metricsDocs } from "../metrics/openapi.js";
import { notificationsDocs } from "../notifications/openapi.js";
import { profileDocs } from "../profile/openapi.js";
import { profitsDocs } from "../profits/openapi.js";
import { referralsDocs } from "../referrals/openapi.js";
import { sellBacksDocs } from "../sell-backs/openapi.js";
import { settingsDocs } from "../settings/openapi.js";
import { sharesDocs } from "../shares/openapi.js";
import { siteDocs } from "../site/openapi.js";
import { statementsDocs } from "../statements/openapi.js";
import { uploadsDocs } from "../uploads/openapi.js";
import { withdrawalsDocs } from "../withdrawals/openapi.js";
import { chainOutDocs } from "../payouts/openapi.js";
import { activityDocs } from "../activity/openapi.js";
import { savedAddressesDocs } from "../saved-addresses/openapi.js";
import { buildOpenApi, type TaggedDocs } from "../openapi/openapi.js";
import type { RouteDocs } from "../openapi/route-doc.js";

/**
 * Every capability's route docs under its tag: the OpenAPI document is built from these, and a
 * test fails when a served route has none (or a doc no route).
 */
export const documentedGroups: TaggedDocs[] = [
  { tag: "Health", description: "Liveness and readiness probes", routes: healthDocs },
  { tag: "Auth", description: "Sign-up, sign-in, sessions, passwords and the second factor", routes: authDocs },
  { tag: "Content", description: "Public pages' content, news and the contact form", routes: contentDocs },
  { tag: "Profile", description: "The signed-in user's own profile", routes: profileDocs },
  { tag: "Uploads", description: "Images: payment proofs and profile pictures", routes: uploadsDocs },
  { tag: "Dashboard", description: "An investor's balances and figures", routes: dashboardDocs },
  { tag: "Referrals", description: "Referral codes and rewards", routes: referralsDocs },
  { tag: "Settings", description: "Platform settings admins change", routes: settingsDocs },
  { tag: "Site", description: "The site's identity and public configuration", routes: siteDocs },
  { tag: "Shares", description: "Share purchases and their review", routes: sharesDocs },
  { tag: "Sell-backs", description: "Selling shares back to the platform", routes: sellBacksDocs },
  { tag: "Withdrawals", description: "Withdrawals and their review", routes: withdrawalsDocs },
  { tag: "Profits", description: "Profit credits to investors", routes: profitsDocs },
  { tag: "Loans", description: "Loans against shares, repayments", routes: loansDocs },
  { tag: "Admin users", description: "Managing users (admins)", routes: adminUsersDocs },
  { tag: "Approvals", description: "Four eyes: actions held for a second admin", routes: approvalsDocs },
  {
    tag: "Audit",
    description: "The ledger's journal, trial balance, reserves and verification (auditors and admins)",
    routes: auditApiDocs,
  },
  { tag: "Broadcast", description: "Messages to all investors", routes: broadcastDocs },
  { tag: "Jobs", description: "Background jobs (admins)", routes: jobsDocs },
  { tag: "Notifications", description: "A user's notifications", routes: notificationsDocs },
  { tag: "Statements", description: "Account statements (PDF, CSV)", routes: statementsDocs },
  { tag: "Metrics", description: "Operational metrics (admins)", routes: metricsDocs },
  { tag: "Payouts", description: "On-chain payouts and their checks", routes: chainOutDocs },
  { tag: "Liabilities", description: "Published liabilities (proof of reserves)", routes: liabilitiesDocs },
  { tag: "Activity", description: "An investor's feed of money events and their trackers", routes: activityDocs },
  { tag: "Saved addresses", description: "An investor's saved withdrawal addresses with labels", routes: savedAddressesDocs },
];

/** Every documented route by "METHOD /express/path". */
export const documentedRoutes: RouteDocs = Object.assign({}, ...documentedGroups.map((g) => g.routes));

/** The document /api/docs/openapi.json serves (and `npm run lint:api` lints): every route's docs, this server's address. */
export function apiDocument(config: { BRAND_NAME: string; PUBLIC_URL: string; SUPPORT_EMAIL?: string }): Record<string, unknown> {
  return buildOpenApi(documentedGroups, {
    version: process.env.npm_package_version ?? "0.1.0",
    brandName: config.BRAND_NAME,
    serverUrl: config.PUBLIC_URL,
    ...(config.SUPPORT_EMAIL ? { contact: { email: config.SUPPORT_EMAIL } } : {}),
  });
}
