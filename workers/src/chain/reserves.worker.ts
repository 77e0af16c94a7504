import { queueNames } from "@app/contracts";
import { readReserves } from "@app/ledger-service/reserves/read-reserves";
import { Worker } from "bullmq";
import type { WorkerDeps } from "../worker-deps.js";
import { jobTelemetry } from "@app/ledger-service/platform/job-telemetry";

/** Reads and keeps the reserves every RESERVES_EVERY_MINUTES (issue 34; a BullMQ job scheduler). */
export function reservesWorker({ ctx, connection, prefix }: WorkerDeps): Worker {
  const worker = new Worker(
    queueNames.reserves,
    async () => {
      await readReserves(ctx, { keep: true });
    },
    { connection, prefix, telemetry: jobTelemetry(), concurrency: 1 },
  );
  worker.on("failed", (job, error) => ctx.logger.error({ err: error, jobId: job?.id }, "reserves reading failed"));
  // Every workers process sets the one schedule (upsert): the latest setting wins.
  ctx.queues
    .scheduleReserves(ctx.config.RESERVES_EVERY_MINUTES)
    .catch((err: unknown) => ctx.logger.warn({ err }, "reserves schedule not set yet"));
  return worker;
}
