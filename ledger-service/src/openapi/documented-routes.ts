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
import { savedAddressesDocs } from "../saved-addresses/openapi.js";
import type { RouteDocs } from "./route-doc.js";

/** Every capability's route docs: the OpenAPI document is built from these, and a test fails when a served route has none. */
export const documentedRoutes: RouteDocs = {
  ...healthDocs,
  ...authDocs,
  ...contentDocs,
  ...profileDocs,
  ...uploadsDocs,
  ...dashboardDocs,
  ...referralsDocs,
  ...settingsDocs,
  ...siteDocs,
  ...sharesDocs,
  ...sellBacksDocs,
  ...withdrawalsDocs,
  ...profitsDocs,
  ...loansDocs,
  ...adminUsersDocs,
  ...approvalsDocs,
  ...auditApiDocs,
  ...broadcastDocs,
  ...jobsDocs,
  ...notificationsDocs,
  ...statementsDocs,
  ...metricsDocs,
  ...chainOutDocs,
  ...liabilitiesDocs,
  ...savedAddressesDocs,
};
