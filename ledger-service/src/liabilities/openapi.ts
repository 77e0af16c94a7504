import * as api from "@app/contracts";
import { admin, anyone, type RouteDocs, user } from "../openapi/route-doc.js";

/** The OpenAPI description of the liabilities routes, from the schemas they answer with. */
export const liabilitiesDocs: RouteDocs = {
  "GET /liabilities": anyone("The latest published liabilities: Merkle root, date, investor count and totals (404 before the first)", {
    refusals: { 404: "Nothing published yet" },
    ok: api.liabilitiesResponse,
  }),
  "GET /liabilities/mine": user(
    "The signed-in investor's leaf [account, profitCents, rewardCents, shareHalves] and its proof in the latest publication (404 when not in it)",
    { refusals: { 404: "Nothing published yet, or the caller is not in the latest publication" }, ok: api.myLiabilityResponse },
  ),
  "POST /admin/liabilities/publish": admin(
    "Publish the liabilities now: a Merkle root of every investor's balances at one event position",
    { refusals: { 409: "No investor to publish, or a publication of this position exists" }, created: api.liabilitiesPublication },
  ),
};
