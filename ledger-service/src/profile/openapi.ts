import * as api from "@app/contracts";
import { z } from "zod";
import type { RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the profile routes, from the schemas they parse and answer with. */
export const profileDocs: RouteDocs = {
  "GET /user/me": { summary: "My profile with balances", auth: "user", responses: { 200: z.object({}).catchall(z.unknown()) } },
  "PUT /user/me": {
    summary: "Update my name and phone",
    auth: "user",
    body: api.updateProfileRequest,
    responses: { 200: z.object({}).catchall(z.unknown()) },
  },
  "POST /user/upload-profile-picture": {
    summary: "Upload my profile picture (multipart field `profile`)",
    auth: "user",
    bodyType: "multipart",
    fileField: "profile",
    responses: { 200: api.profilePictureResponse },
  },
};
