import { z } from "zod";
import { boundedDay, pageQuery } from "./common.js";

/** In-app notifications of money events and the investor's mail settings. */
export const notificationsQuery = pageQuery(20).pick({ page: true });

export const notificationItem = z.object({
  id: z.string(),
  kind: z.string(),
  message: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  /** The activity feed item it is about (GET /api/activity/{activityId}); null when about none. */
  activityId: z.string().nullable(),
  /** The web app's page of that item (/activity/{activityId}); null when about none. */
  link: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationsResponse = z.object({
  notifications: z.array(notificationItem),
  unread: z.number().int().min(0),
  totalPages: z.number().int().min(1),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

const MARK_READ_MESSAGE = "Please choose the notifications to mark as read.";
export const markNotificationsReadRequest = z.union(
  [
    z.object({ all: z.literal(true, { error: MARK_READ_MESSAGE }) }).strict(),
    z
      .object({
        ids: z
          .array(z.string({ error: MARK_READ_MESSAGE }).min(1, MARK_READ_MESSAGE).max(100, MARK_READ_MESSAGE), { error: MARK_READ_MESSAGE })
          .min(1, MARK_READ_MESSAGE)
          .max(100, MARK_READ_MESSAGE),
      })
      .strict(),
  ],
  { error: MARK_READ_MESSAGE },
);
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequest>;

export const notificationSettings = z.object(
  {
    profitEmails: z.boolean({ error: "profitEmails must be true or false." }),
    rewardEmails: z.boolean({ error: "rewardEmails must be true or false." }),
  },
  { error: "Please send profitEmails and rewardEmails." },
);
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** Statements: a period of whole days (in STATEMENT_TIME_ZONE, Africa/Lagos by default) and a format. */
const STATEMENT_PERIOD_MESSAGE = "Please choose a valid period: from and to as YYYY-MM-DD, from not after to.";
const day = boundedDay(STATEMENT_PERIOD_MESSAGE);
/** Without `to`: today; without `from`: the first day of `to`'s month; without `format`: csv. */
export const statementQuery = z
  .strictObject({
    from: day.optional(),
    to: day.optional(),
    format: z.enum(["csv", "pdf"], { error: "Format must be csv or pdf." }).default("csv"),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: STATEMENT_PERIOD_MESSAGE, path: ["from"] });
export type StatementQuery = z.infer<typeof statementQuery>;
