import { z } from "zod";

/** In-app notifications of money events and the investor's mail settings (issue 16). */
export const notificationsQuery = z.object({ page: z.coerce.number().int().min(1).catch(1).default(1) });

export const notificationItem = z.object({
  id: z.string(),
  kind: z.string(),
  message: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
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
