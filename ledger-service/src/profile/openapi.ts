import * as api from "@app/contracts";
import { z } from "zod";
import { type RouteDocs, user } from "../openapi/route-doc.js";

/** The OpenAPI description of the profile routes, from the schemas they parse and answer with. */
export const profileDocs: RouteDocs = {
  "GET /user/me": user("My profile with balances", { ok: z.object({}).catchall(z.unknown()) }),
  "PUT /user/me": user("Update my name, phone and (optionally) time zone", {
    body: api.updateProfileRequest,
    ok: z.object({}).catchall(z.unknown()),
  }),
  "GET /user/time-zone": user("My time zone (IANA; Africa/Lagos until I choose one): every time I read is told in it", {
    ok: api.timeZoneSettingResponse,
  }),
  "PUT /user/time-zone": user("Choose my time zone (an IANA zone Intl knows, e.g. Africa/Lagos; 400 otherwise)", {
    body: api.timeZoneSetting,
    ok: api.timeZoneSettingResponse,
  }),
  "POST /user/upload-profile-picture": user("Upload my profile picture (multipart field `profile`)", {
    refusals: { 429: "Too many uploads this hour" },
    bodyType: "multipart",
    fileField: "profile",
    ok: api.profilePictureResponse,
  }),
};
