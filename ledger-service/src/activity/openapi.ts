import * as api from "@app/contracts";
import { type RouteDocs, user } from "../openapi/route-doc.js";

/** The OpenAPI description of the activity feed, from the schemas it parses and answers with. */
export const activityDocs: RouteDocs = {
  "GET /activity": user(
    "My activity feed: every money event (purchase, profit credit, referral reward, withdrawal, sell-back, loan, repayment), newest first, each with its status tracker, rejection reason and link; ?kind= narrows it to one kind",
    { query: api.activityQuery, ok: api.activityPageResponse },
  ),
  "GET /activity/:id": user("One item of my activity feed (id as the feed gives it); 404 when it is not mine or does not exist", {
    ok: api.activityDetailResponse,
  }),
};
