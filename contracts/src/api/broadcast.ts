import { z } from "zod";
import { BROADCAST_FIELDS_MISSING } from "../messages.js";
import { adminActionCode, requiredText } from "./common.js";

/** POST /api/admin/broadcast: a plain-text subject and an HTML message (sanitized on the server). */
export const broadcastRequest = z.object({
  subject: z
    .string({ error: BROADCAST_FIELDS_MISSING })
    .transform((s) => s.replace(/[\r\n\t]+/g, " ").trim())
    .pipe(z.string().min(1, { error: BROADCAST_FIELDS_MISSING }).max(200, { error: "Subject must be at most 200 characters." })),
  message: requiredText(BROADCAST_FIELDS_MISSING, 100_000, "Message is too long."),
  code: adminActionCode,
});
export const broadcastResponse = z.object({ message: z.string(), broadcastId: z.string(), recipients: z.number().int() });
