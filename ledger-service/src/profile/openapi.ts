import * as api from "@app/contracts";
import { z } from "zod";
import { type RouteDocs, user } from "../openapi/route-doc.js";

/** The OpenAPI description of the profile routes, from the schemas they parse and answer with. */
export const profileDocs: RouteDocs = {
  "GET /user/me": user("My profile with balances", { ok: z.object({}).catchall(z.unknown()) }),
  "PUT /user/me": user("Update my name and phone", { body: api.updateProfileRequest, ok: z.object({}).catchall(z.unknown()) }),
  "POST /user/upload-profile-picture": user("Upload my profile picture (multipart field `profile`)", {
    refusals: { 429: "Too many uploads this hour" },
    bodyType: "multipart",
    fileField: "profile",
    ok: api.profilePictureResponse,
  }),
};
