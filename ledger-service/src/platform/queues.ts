import { type BroadcastJob, type ChainCheckJob, type EmailJob, type PayoutCheckJob, queueNames, type RunJob } from "@app/contracts";
import { Queue } from "bullmq";
import type { Redis } from "ioredis";
import { redisBounded } from "./redis-bounded.js";
import { jobTelemetry } from "./job-telemetry.js";

/** The producer side of the workers' queues. Job ids make a repeated enqueue a no-op. */
export interface JobQueues {
  sendEmail(job: EmailJob): Promise<void>;
  /**
   * Notification mails in one round trip (Queue.addBulk). A job id repeated within a week is
   * not added again, so a dispatcher that enqueues a batch twice sends each mail once.
   */
  sendNotificationEmails(jobs: Array<{ id: string; mail: EmailJob }>): Promise<void>;
  /**
   * Resolves once Redis answers, or 503 within REDIS_WAIT_MS: a request checks it before it
   * records anything it will enqueue, so Redis being away leaves nothing half-started.
   */
  checkReachable(): Promise<void>;
  /** The run and broadcast starts below answer 503 within REDIS_WAIT_MS while Redis is away (their jobs are queued once it is back). */
  startProfitRun(job: RunJob): Promise<void>;
  startRewardRun(job: RunJob): Promise<void>;
  startBroadcast(job: BroadcastJob): Promise<void>;
  /**
   * Starts a payment's check on its network (one job per payment: `chain-check-{use}-{target}`,
   * so a repeated enqueue is a no-op; the job delays itself until the check is done).
   */
  checkChainPayment(job: ChainCheckJob): Promise<void>;
  /** Issue 34: a payout's check after `delayMs` (one waiting check per payout and attempt). */
  checkPayout(job: PayoutCheckJob, delayMs: number): Promise<void>;
  /** Issue 34: the reserves read every `everyMinutes` (a repeatable job; setting it again replaces it). */
  scheduleReserves(everyMinutes: number): Promise<void>;
  all(): Queue[];
  close(): Promise<void>;
}

const retrying = { attempts: 5, backoff: { type: "exponential", delay: 1000 }, removeOnComplete: 1000, removeOnFail: 5000 } as const;

/** Completed notification mails stay a week (their ids guard against a second enqueue). */
const notificationKeep = { removeOnComplete: { age: 7 * 24 * 3600 }, removeOnFail: { age: 7 * 24 * 3600 } } as const;

/** A run is enqueued as `parallelRunJobs` jobs of one run id: idle workers share its members. */
function runJobs(name: string, job: RunJob, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    name,
    data: job,
    opts: { ...retrying, attempts: 20, jobId: i === 0 ? `${name}-${job.runId}` : `${name}-${job.runId}-${i + 1}` },
  }));
}

export function createJobQueues(connection: Redis, prefix = "si", parallelRunJobs = 2): JobQueues {
  const make = (name: string) => new Queue(name, { connection, prefix, telemetry: jobTelemetry() });
  const email = make(queueNames.email);
  const profit = make(queueNames.profitRun);
  const reward = make(queueNames.rewardRun);
  const broadcast = make(queueNames.broadcast);
  const chainCheck = make(queueNames.chainCheck);
  const payoutCheck = make(queueNames.payoutCheck);
  const reserves = make(queueNames.reserves);
  return {
    async sendEmail(job) {
      await email.add("email", job, retrying);
    },
    async sendNotificationEmails(jobs) {
      if (jobs.length === 0) return;
      await email.addBulk(
        jobs.map(({ id, mail }) => ({ name: "notification", data: mail, opts: { ...retrying, ...notificationKeep, jobId: id } })),
      );
    },
    async checkReachable() {
      await redisBounded(connection.ping());
    },
    async startProfitRun(job) {
      await redisBounded(profit.addBulk(runJobs("profit-run", job, parallelRunJobs)));
    },
    async startRewardRun(job) {
      await redisBounded(reward.addBulk(runJobs("reward-run", job, parallelRunJobs)));
    },
    async startBroadcast(job) {
      await redisBounded(broadcast.add("broadcast", job, { ...retrying, jobId: `broadcast-${job.broadcastId}` }));
    },
    async checkChainPayment(job) {
      await redisBounded(
        chainCheck.add("chain-check", job, {
          attempts: 10,
          backoff: { type: "exponential", delay: 5000 },
          removeOnComplete: { age: 7 * 24 * 3600 },
          removeOnFail: { age: 7 * 24 * 3600 },
          jobId: `chain-check-${job.use}-${job.target}`,
        }),
      );
    },
    async checkPayout(job, delayMs) {
      const jobId = `payout-check-${job.use}-${job.target}-${job.attempt ?? 0}`;
      await redisBounded(payoutCheck.add("payout-check", job, { ...retrying, delay: delayMs, jobId }));
    },
    async scheduleReserves(everyMinutes) {
      await redisBounded(
        reserves.upsertJobScheduler(
          "reserves",
          { every: everyMinutes * 60_000 },
          { name: "reserves", opts: { removeOnComplete: 100, removeOnFail: 100 } },
        ),
      );
    },
    all: () => [email, profit, reward, broadcast, chainCheck, payoutCheck, reserves],
    async close() {
      const queues = [email, profit, reward, broadcast, chainCheck, payoutCheck, reserves];
      // A queue whose start-up check (it asks Redis for its version) is still on its way when
      // the shared connection closes reports the cut-off answer as an unhandled rejection
      // (BullMQ emits it after close() removed its listeners): a start refused right after the
      // queues were made (ensureAdmin). Let the checks finish first; at most 2 s, so that a
      // Redis that is down does not hold up the shutdown (then there is no check in flight).
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(queues.map((q) => q.waitUntilReady())),
        new Promise((resolve) => {
          timer = setTimeout(resolve, 2000);
        }),
      ]).catch(() => {});
      clearTimeout(timer);
      await Promise.all(queues.map((q) => q.close()));
    },
  };
}
