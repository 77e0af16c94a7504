import * as api from "@app/contracts";
import { z } from "zod";
import { anyone, type RouteDocs, user } from "../openapi/route-doc.js";

/** The OpenAPI description of the uploads routes, from the schemas they parse and answer with. */
export const uploadsDocs: RouteDocs = {
  "POST /uploads": user(
    "Upload a payment proof or receipt (multipart field `file`, 5 MB max; re-encoded without metadata; per-user quota and rate): answers a signed link to name once as `proof`/`proofUrl`",
    { refusals: { 429: "Too many uploads this hour (per user or address)" }, bodyType: "multipart", created: api.uploadResponse },
  ),
  "GET /uploads/:name": anyone(
    "An uploaded image: a proof or receipt only with `?expires=&signature=` from a signed link (403 otherwise); a profile picture by its name",
    {
      refusals: { 403: "The link is not valid (expired or altered)" },
      query: api.uploadLinkQuery,
      ok: { content: { "image/*": z.string().describe("the image bytes") } },
    },
  ),
};
