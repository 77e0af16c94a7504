import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { type NotificationData, type NotificationKind, notificationMessage } from "./notification-texts.js";

export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface NotificationRow {
  id: string;
  kind: string;
  message: string;
  createdAt: Date;
  read: boolean;
  /** The activity feed item it is about (`${kind}-${id}`, see subjectOf); null when about none. */
  activityId: string | null;
}

/** One page of a user's notifications (newest first), their unread count and the page count; times in messages read in `timeZone`. */
export async function notificationsPage(
  db: Kysely<Database>,
  userId: string,
  page: number,
  timeZone?: string,
): Promise<{ notifications: NotificationRow[]; unread: number; total: number }> {
  const offset = (page - 1) * NOTIFICATIONS_PAGE_SIZE;
  const [rows, counts] = await Promise.all([
    sql<Omit<NotificationRow, "message"> & { data: string }>`
      SELECT n.notification_id AS id, n.kind, n.data, n.created_at AS "createdAt", (r.notification_id IS NOT NULL) AS read,
        n.subject AS "activityId"
      FROM notifications n LEFT JOIN notification_reads r ON r.notification_id = n.notification_id
      WHERE n.user_id = ${userId}
      ORDER BY n.commit_pos DESC, n.global_position DESC
      LIMIT ${NOTIFICATIONS_PAGE_SIZE} OFFSET ${offset}`.execute(db),
    unreadAndTotal(db, userId),
  ]);
  const notifications = rows.rows.map(({ data, ...n }) => ({
    ...n,
    message: notificationMessage(n.kind as NotificationKind, JSON.parse(data) as NotificationData, timeZone),
  }));
  return { notifications, ...counts };
}

export async function unreadAndTotal(db: Kysely<Database>, userId: string): Promise<{ unread: number; total: number }> {
  const r = await sql<{ total: string; read: string }>`
    SELECT (SELECT count(*) FROM notifications WHERE user_id = ${userId})::text AS total,
           (SELECT count(*) FROM notification_reads WHERE user_id = ${userId}::uuid)::text AS read`.execute(db);
  const total = Number(r.rows[0]?.total ?? 0);
  return { total, unread: Math.max(0, total - Number(r.rows[0]?.read ?? 0)) };
}

/** Marks the user's own notifications read (ids of others' are ignored); all of them with `all`. */
export async function markNotificationsRead(
  db: Kysely<Database>,
  userId: string,
  target: { ids: string[] } | { all: true },
): Promise<void> {
  const which = "all" in target ? sql`true` : sql`n.notification_id = ANY(${target.ids}::text[])`;
  await sql`
    INSERT INTO notification_reads (notification_id, user_id)
    SELECT n.notification_id, ${userId}::uuid FROM notifications n
    WHERE n.user_id = ${userId} AND ${which}
    ON CONFLICT (notification_id) DO NOTHING`.execute(db);
}

export interface NotificationSettingsRow {
  profitEmails: boolean;
  rewardEmails: boolean;
}

/** Mails of profit and reward credits are on until the investor turns them off. */
export async function notificationSettings(db: Kysely<Database>, userId: string): Promise<NotificationSettingsRow> {
  const r = await sql<NotificationSettingsRow>`
    SELECT profit_emails AS "profitEmails", reward_emails AS "rewardEmails" FROM notification_settings WHERE user_id = ${userId}::uuid`.execute(
    db,
  );
  return r.rows[0] ?? { profitEmails: true, rewardEmails: true };
}

export async function saveNotificationSettings(db: Kysely<Database>, userId: string, s: NotificationSettingsRow): Promise<void> {
  await sql`
    INSERT INTO notification_settings (user_id, profit_emails, reward_emails) VALUES (${userId}::uuid, ${s.profitEmails}, ${s.rewardEmails})
    ON CONFLICT (user_id) DO UPDATE SET profit_emails = EXCLUDED.profit_emails, reward_emails = EXCLUDED.reward_emails, updated_at = now()`.execute(
    db,
  );
}
