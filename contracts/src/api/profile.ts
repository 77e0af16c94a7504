import { z } from "zod";
import { requiredText } from "./common.js";

/** PUT /api/user/me: name and phone only; anything else in the body is ignored. */
export const updateProfileRequest = z.object({
  fullName: requiredText("Full name is required.", 100, "Full name must be at most 100 characters."),
  phone: z
    .string({ error: "Please enter a valid phone number." })
    .trim()
    .max(30, { error: "Please enter a valid phone number." })
    .regex(/^(\+?[0-9 ()-]{5,30})?$/, { error: "Please enter a valid phone number." })
    .optional(),
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
