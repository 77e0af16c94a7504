import type { DatabaseHandle } from "@app/read-models";
import type { NotificationData, NotificationKind } from "@app/read-models/notifications/notification-texts";
import type { Logger } from "pino";
import type { JobQueues } from "../jobs/queues.js";
import { notificationMail } from "./mail-templates.js";

interface PendingRow {
  id: string;
  kind: NotificationKind;
  data: string;
  commit_pos: string;
  global_position: string;
  email: string | null;
  full_name: string;
  deleted: boolean;
  profit_emails: boolean;
  reward_emails: boolean;
}

/**
 * Hands new notifications (rm.notifications, written by the projection runner) to the email
 * queue after their batch has committed, so a mail never holds up the command that caused it.
 * A checkpoint in its own table (notification_mail_checkpoint) moves in the same transaction
 * that read the rows, after the jobs were added in bulk; each job's id is derived from the
 * notification's id (= the event's), so when a process dies between adding and committing,
 * the next pass adds the same jobs again and BullMQ keeps the first. Money leaving the account
 * is always mailed; profit and reward credits follow the investor's settings.
 */
export class NotificationMailDispatcher {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly deps: { handle: DatabaseHandle; queues: JobQueues; logger: Logger; publicUrl: string; batchSize?: number },
  ) {}

  /** Runs a pass now (coalesced with one already running). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          while ((await this.dispatchOnce()) > 0) {}
        } catch (error) {
          this.deps.logger.warn({ err: error }, "notification mails not enqueued yet");
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
  }

  /** Also polls, for notifications written by a runner in another process. */
  start(pollMs = 1000): void {
    this.timer = setInterval(() => this.kick(), pollMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One batch: returns how many notifications it passed (mailed or not). */
  async dispatchOnce(): Promise<number> {
    const client = await this.deps.handle.pool.connect();
    let failed = false;
    try {
      await client.query("BEGIN");
      const cp = await client.query<{ c: string; p: string }>(
        "SELECT commit_pos::text AS c, prepare_pos::text AS p FROM notification_mail_checkpoint WHERE id = 1 FOR UPDATE SKIP LOCKED",
      );
      const at = cp.rows[0];
      if (!at) {
        await client.query("ROLLBACK");
        return 0;
      }
      const pending = await client.query<PendingRow>(
        `SELECT n.notification_id AS id, n.kind, n.data, n.commit_pos::text, n.global_position::text,
                u.email, u.full_name, (u.deleted_at IS NOT NULL) AS deleted,
                coalesce(s.profit_emails, true) AS profit_emails, coalesce(s.reward_emails, true) AS reward_emails
         FROM notifications n
         JOIN users u ON u.id = n.user_id::uuid
         LEFT JOIN notification_settings s ON s.user_id = u.id
         WHERE (n.commit_pos, n.global_position) > ($1::bigint, $2::bigint)
         ORDER BY n.commit_pos, n.global_position
         LIMIT $3`,
        [at.c, at.p, this.deps.batchSize ?? 5000],
      );
      const rows = pending.rows;
      if (rows.length === 0) {
        await client.query("ROLLBACK");
        return 0;
      }
      const mails = rows.filter(wanted).map((r) => ({
        id: `notification-${r.id}`,
        mail: notificationMail(
          this.deps.publicUrl,
          { email: r.email as string, fullName: r.full_name },
          r.kind,
          JSON.parse(r.data) as NotificationData,
        ),
      }));
      await this.deps.queues.sendNotificationEmails(mails);
      const last = rows[rows.length - 1] as PendingRow;
      await client.query("UPDATE notification_mail_checkpoint SET commit_pos = $1, prepare_pos = $2 WHERE id = 1", [
        last.commit_pos,
        last.global_position,
      ]);
      await client.query("COMMIT");
      return rows.length;
    } catch (error) {
      failed = true;
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release(failed ? true : undefined);
    }
  }
}

function wanted(r: PendingRow): boolean {
  if (r.deleted || !r.email) return false;
  if (r.kind === "withdrawal-held") return false; // mailed at once by the withdrawal request itself
  if (r.kind === "profit-credited") return r.profit_emails;
  if (r.kind === "reward-credited") return r.reward_emails;
  return true;
}
