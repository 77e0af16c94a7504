import type { DatabaseHandle } from "@app/projections";
import { onPooledClient } from "@app/projections/db/pooled-client";
import type { NotificationData, NotificationKind } from "@app/projections/notifications/notification-texts";
import type pg from "pg";
import type { Logger } from "pino";
import type { JobQueues } from "../platform/queues.js";
import { notificationMail } from "./mail-templates.js";

interface PendingRow {
  id: string | null;
  kind: NotificationKind;
  data: string;
  commit_pos: string;
  global_position: string;
  email: string | null;
  full_name: string;
  deleted: boolean;
  profit_emails: boolean;
  reward_emails: boolean;
  created_at: Date;
  /** The activity feed item it is about (rm.notifications.subject); null when about none. */
  subject: string | null;
  /** The investor's zone (users.time_zone); null reads as Africa/Lagos. */
  time_zone: string | null;
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

  /** Since when passes have waited for the projection runner (null: not waiting). */
  private waitingSince: number | null = null;

  constructor(
    private readonly deps: {
      handle: DatabaseHandle;
      queues: JobQueues;
      logger: Logger;
      publicUrl: string;
      batchSize?: number;
      /**
       * True while the projection runner in this process has more events waiting (its last
       * batch was full, e.g. during a profit run): balances first, mails after. Passes wait
       * at most MAX_WAIT_MS in a row, and the runner kicks again once it has caught up.
       */
      runnerBehind?: () => boolean;
    },
  ) {}

  /** Whether passes wait for the projection runner now (see deps.runnerBehind). */
  private waiting(): boolean {
    if (!this.deps.runnerBehind?.()) {
      this.waitingSince = null;
      return false;
    }
    this.waitingSince ??= Date.now();
    return Date.now() - this.waitingSince < MAX_WAIT_MS;
  }

  /** Runs a pass now (coalesced with one already running). */
  kick(): void {
    if (this.stopped || this.waiting()) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          // A batch shorter than the limit reached the end: no pass to find that out again.
          while ((await this.dispatchOnce()) >= this.batchSize && !this.waiting()) {}
        } catch (error) {
          this.deps.logger.warn({ err: error }, "notification mails not enqueued yet");
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
  }

  private get batchSize(): number {
    return this.deps.batchSize ?? 5000;
  }

  /** Resolves once no pass is running (benchmarks, tests). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
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

  /**
   * One batch: returns how many notifications it passed (mailed or not). Runs after every
   * projection batch, so its round trips count: the transaction's start, the checkpoint's lock
   * and the read of what follows it go as one (simple-protocol) message, and the checkpoint's
   * move with the commit as another; 2 round trips instead of 5 (and of 4 for an empty pass).
   */
  async dispatchOnce(): Promise<number> {
    return await onPooledClient(this.deps.handle.pool, async (client) => {
      const results = (await client.query(readPending(this.batchSize))) as unknown as pg.QueryResult<PendingRow>[];
      // No row: another dispatcher holds the checkpoint. One row without an id: nothing new.
      const rows = (results[1]?.rows ?? []).filter((r) => r.id !== null);
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
          { at: r.created_at, timeZone: r.time_zone, activityId: r.subject },
        ),
      }));
      await this.deps.queues.sendNotificationEmails(mails);
      const last = rows[rows.length - 1] as PendingRow;
      await client.query(
        `UPDATE notification_mail_checkpoint SET commit_pos = ${position(last.commit_pos)}, prepare_pos = ${position(last.global_position)}
         WHERE id = 1; COMMIT`,
      );
      return rows.length;
    });
  }
}

/** A position read back from the database (bigint as text), checked before it goes into SQL text. */
function position(value: string): string {
  if (!/^\d{1,20}$/.test(value)) throw new Error(`not a position: ${value}`);
  return value;
}

/**
 * BEGIN, then the checkpoint (locked, skipped when another dispatcher holds it) with the
 * notifications after it, oldest first: no row when locked elsewhere, one row with a null id
 * when nothing follows the checkpoint. `limit` is a positive integer.
 */
function readPending(limit: number): string {
  if (!Number.isInteger(limit) || limit <= 0) throw new Error(`batch size must be a positive integer: ${limit}`);
  return `BEGIN;
    WITH cp AS (SELECT commit_pos, prepare_pos FROM notification_mail_checkpoint WHERE id = 1 FOR UPDATE SKIP LOCKED)
    SELECT n.* FROM cp LEFT JOIN LATERAL (
      SELECT n.notification_id AS id, n.kind, n.data, n.commit_pos::text, n.global_position::text,
             n.created_at, n.subject, u.time_zone,
             u.email, u.full_name, (u.deleted_at IS NOT NULL) AS deleted,
             coalesce(s.profit_emails, true) AS profit_emails, coalesce(s.reward_emails, true) AS reward_emails
      FROM notifications n
      JOIN users u ON u.id = n.user_id::uuid
      LEFT JOIN notification_settings s ON s.user_id = u.id
      WHERE (n.commit_pos, n.global_position) > (cp.commit_pos, cp.prepare_pos)
      ORDER BY n.commit_pos, n.global_position
      LIMIT ${limit}) n ON true
    ORDER BY n.commit_pos, n.global_position`;
}

/** The longest the mails wait for a projection runner that stays behind (the poll then goes on). */
const MAX_WAIT_MS = 30_000;

function wanted(r: PendingRow): boolean {
  if (r.deleted || !r.email) return false;
  if (r.kind === "withdrawal-held") return false; // mailed at once by the withdrawal request itself
  if (r.kind === "purchase-submitted" || r.kind === "loan-requested") return false; // in-app notices of a request just sent
  if (r.kind === "profit-credited") return r.profit_emails;
  if (r.kind === "reward-credited") return r.reward_emails;
  return true;
}
