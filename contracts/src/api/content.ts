import { z } from "zod";
import { pagedList, pageQuery, requiredText } from "./common.js";
import { signalRisks, signalStatuses } from "../constants.js";

const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, { error: message });

export const contactRequest = z.object({
  fullName: text(100, "All fields are required.").min(1, { error: "All fields are required." }),
  email: z
    .string({ error: "All fields are required." })
    .trim()
    .min(1, { error: "All fields are required." })
    .pipe(z.email({ error: "Please enter a valid email address." }).max(254)),
  message: requiredText("All fields are required.", 5000, "Message must be at most 5000 characters."),
});
export const contactMessageItem = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
/** GET /api/admin/contact-messages: 20 a page. */
export const contactMessagesQuery = pageQuery(20);
export const contactMessagesResponse = pagedList("messages", contactMessageItem);

export const announcementRequest = z.object({
  message: requiredText("Message cannot be empty.", 2000, "Message must be at most 2000 characters."),
});
export const announcementResponse = z.object({ message: z.string(), isActive: z.boolean() });

const optionalField = z
  .union([z.string(), z.number()])
  .optional()
  .nullable()
  .transform((v) => (v === undefined || v === null ? "" : String(v).trim()))
  .pipe(z.string().max(100, { error: "Signal fields must be at most 100 characters." }));

export const createSignalRequest = z.object({
  title: requiredText("Fill all fields", 200, "Title must be at most 200 characters."),
  content: requiredText("Fill all fields", 5000, "Notes must be at most 5000 characters."),
  entry: optionalField,
  target: optionalField,
  stopLoss: optionalField,
  leverage: optionalField,
  risk: z
    .union([z.enum(signalRisks), z.literal("")], { error: "Risk must be Low, Medium or High." })
    .optional()
    .nullable()
    .transform((v) => v || null),
});
export const updateSignalRequest = z.object({
  notes: z.string({ error: "Notes must be text." }).trim().max(5000, { error: "Notes must be at most 5000 characters." }).optional(),
  status: z.enum(signalStatuses, { error: "Status must be open, hit or closed." }).optional(),
});
export const signalItem = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  entry: z.string(),
  target: z.string(),
  stopLoss: z.string(),
  leverage: z.string(),
  risk: z.enum(signalRisks).nullable(),
  /** The public list reads this name before showing the risk line (spec §3). */
  riskLevel: z.enum(signalRisks).nullable(),
  notes: z.string(),
  status: z.enum(signalStatuses),
  createdAt: z.string(),
});
export type SignalItem = z.infer<typeof signalItem>;
export const signalsResponse = z.object({ signals: z.array(signalItem) });
