import * as api from "@app/contracts";
import { anyone, type RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the site routes, from the schemas they parse and answer with. */
export const siteDocs: RouteDocs = {
  "GET /site": anyone(
    "Who runs the platform: brand, legal name, CAC/SEC numbers, address, support contacts, logo, public address (unset ones absent)",
    { ok: api.siteIdentityResponse },
  ),
};
