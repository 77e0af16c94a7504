import { sendApprovedAloneDigest } from "@app/ledger-service/audit-api/approved-alone-digest";
import { Queue, Worker } from "bullmq";
import type { WorkerDeps } from "../worker-deps.js";
import { jobTelemetry } from "@app/ledger-service/platform/job-telemetry";

export const APPROVED_ALONE_DIGEST_QUEUE = "approved-alone-digest";
/** Every day at 07:00 UTC. */
export const APPROVED_ALONE_DIGEST_PATTERN = "0 7 * * *";

/**
 * The daily "Approved alone" digest to the admins and auditors: a BullMQ job scheduler (one per
 * queue, so every workers process upserts the same one) and its worker, which queues the mails.
 */
export function approvedAloneDigestWorker({ ctx, connection, prefix }: WorkerDeps): Worker {
  const queue = new Queue(APPROVED_ALONE_DIGEST_QUEUE, { connection, prefix, telemetry: jobTelemetry() });
  void queue
    .upsertJobScheduler("daily", { pattern: APPROVED_ALONE_DIGEST_PATTERN, tz: "UTC" }, { name: "digest" })
    .catch((err) => ctx.logger.error({ err }, "could not schedule the approved-alone digest"));
  const worker = new Worker(
    APPROVED_ALONE_DIGEST_QUEUE,
    async () => {
      const sent = await sendApprovedAloneDigest(ctx);
      ctx.logger.info({ sent }, "approved-alone digest queued");
    },
    { connection, prefix, telemetry: jobTelemetry(), concurrency: 1 },
  );
  worker.on("failed", (job, error) => ctx.logger.error({ err: error, jobId: job?.id }, "approved-alone digest failed"));
  worker.on("closed", () => void queue.close());
  return worker;
}
