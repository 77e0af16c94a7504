import { queueNames, runJobSchema } from "@app/contracts";
import { failRun } from "@app/ledger-service/profits/run-bookkeeping";
import { processRun } from "@app/ledger-service/profits/run-engine";
import { hostname } from "node:os";
import { Worker } from "bullmq";
import type { WorkerDeps } from "../worker-deps.js";
import { jobTelemetry } from "@app/ledger-service/platform/job-telemetry";

/**
 * Profit and referral-reward runs. A run is safe to process twice (deterministic event ids,
 * members marked done per batch), so a job whose worker died is simply taken up again: the
 * short lock and stall check make that happen within seconds, and a generous stall count
 * keeps BullMQ from giving up on a run because its workers were killed a few times.
 */
function runWorker(queue: string, { ctx, connection, prefix }: WorkerDeps): Worker {
  const worker = new Worker(
    queue,
    async (job) => {
      const { runId } = runJobSchema.parse(job.data);
      await processRun(ctx, runId, {
        workerId: `${hostname()}:${process.pid}`,
        onProgress: async ({ processed, total }) => {
          await job.updateProgress(total === 0 ? 100 : Math.floor((processed * 100) / total));
        },
      });
    },
    {
      connection,
      prefix,
      telemetry: jobTelemetry(),
      concurrency: 1,
      lockDuration: ctx.config.RUN_LOCK_DURATION_MS,
      stalledInterval: ctx.config.RUN_STALLED_INTERVAL_MS,
      maxStalledCount: 100,
    },
  );
  worker.on("failed", (job, error) => {
    ctx.logger.warn({ err: error, jobId: job?.id, attempts: job?.attemptsMade }, "money run attempt failed");
    const parsed = runJobSchema.safeParse(job?.data);
    if (job && parsed.success && job.attemptsMade >= (job.opts.attempts ?? 1))
      void failRun(ctx.db, parsed.data.runId, error.message).catch((e) => ctx.logger.error({ err: e }, "could not mark the run failed"));
  });
  return worker;
}

export const profitRunWorker = (deps: WorkerDeps) => runWorker(queueNames.profitRun, deps);
export const rewardRunWorker = (deps: WorkerDeps) => runWorker(queueNames.rewardRun, deps);
