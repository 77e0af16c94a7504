import { z } from "zod";
import { canonicalTimeZone, TIME_ZONE_MESSAGE } from "../time-label.js";
import { requiredText } from "./common.js";

/**
 * An investor's time zone (IANA, e.g. "Africa/Lagos"): every time they read (screens,
 * notifications, mails, statements) is told in it. Checked against Intl's zones and stored in
 * Intl's spelling; anything else is refused with TIME_ZONE_MESSAGE.
 */
export const timeZoneName = z
  .string({ error: TIME_ZONE_MESSAGE })
  .trim()
  .max(64, { error: TIME_ZONE_MESSAGE })
  .transform((value, ctx) => {
    const zone = canonicalTimeZone(value);
    if (zone) return zone;
    ctx.addIssue({ code: "custom", message: TIME_ZONE_MESSAGE });
    return z.NEVER;
  })
  .meta({ type: "string", example: "Africa/Lagos" });

/** GET and PUT /api/user/time-zone: the investor's zone (Africa/Lagos until they choose one). */
export const timeZoneSetting = z.strictObject({ timeZone: timeZoneName }, { error: "Please send timeZone, such as Africa/Lagos." });
export type TimeZoneSetting = z.infer<typeof timeZoneSetting>;
export const timeZoneSettingResponse = z.object({ timeZone: z.string() });

/** PUT /api/user/me: name, phone and (optionally) the time zone; anything else in the body is ignored. */
export const updateProfileRequest = z.object({
  fullName: requiredText("Full name is required.", 100, "Full name must be at most 100 characters."),
  phone: z
    .string({ error: "Please enter a valid phone number." })
    .trim()
    .max(30, { error: "Please enter a valid phone number." })
    .regex(/^(\+?[0-9 ()-]{5,30})?$/, { error: "Please enter a valid phone number." })
    .optional(),
  timeZone: timeZoneName.optional(),
});

export const uploadResponse = z.object({ url: z.string() });
export const profilePictureResponse = z.object({ message: z.string(), profilePicture: z.string() });

/** A proof's signed link (`?expires=&signature=`); a profile picture needs neither. */
export const uploadLinkQuery = z.strictObject({
  expires: z
    .string()
    .regex(/^\d{1,12}$/, { message: "expires must be a whole number of seconds" })
    .optional(),
  signature: z.string().max(200, { message: "signature is not valid" }).optional(),
});
