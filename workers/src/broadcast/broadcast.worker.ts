import { broadcastJobSchema, queueNames } from "@app/contracts";
import { Worker } from "bullmq";
import { createMailer } from "../email/mailer.js";
import type { WorkerDeps } from "../worker-deps.js";
import { runBroadcast } from "./run-broadcast.js";
import { jobTelemetry } from "@app/ledger-service/platform/job-telemetry";

/** One job per broadcast (job id `broadcast-{id}`, so a double click enqueues once). */
export function broadcastWorker({ ctx, connection, prefix }: WorkerDeps): Worker {
  const mailer = createMailer(ctx.config, ctx.logger);
  const worker = new Worker(
    queueNames.broadcast,
    async (job) => {
      const { broadcastId } = broadcastJobSchema.parse(job.data);
      await runBroadcast(ctx, mailer, broadcastId, {}, (done, total) => job.updateProgress({ done, total }));
    },
    { connection, prefix, telemetry: jobTelemetry(), concurrency: 1 },
  );
  worker.on("failed", (job, error) => ctx.logger.error({ err: error, jobId: job?.id }, "broadcast run failed"));
  worker.on("closed", () => mailer.close());
  return worker;
}
