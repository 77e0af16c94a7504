import * as api from "@app/contracts";
import { z } from "zod";
import type { RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the uploads routes, from the schemas they parse and answer with. */
export const uploadsDocs: RouteDocs = {
  "POST /uploads": {
    summary:
      "Upload a payment proof or receipt (multipart field `file`, 5 MB max; re-encoded without metadata; per-user quota and rate): answers a signed link to name once as `proof`/`proofUrl`",
    auth: "user",
    bodyType: "multipart",
    responses: { 201: api.uploadResponse },
  },
  "GET /uploads/:name": {
    summary:
      "An uploaded image: a proof or receipt only with `?expires=&signature=` from a signed link (403 otherwise); a profile picture by its name",
    auth: "none",
    query: api.uploadLinkQuery,
    responses: { 200: { content: { "image/*": z.string().describe("the image bytes") } } },
  },
};
