import { chainCheckJobSchema, queueNames } from "@app/contracts";
import { checkJobHandlers } from "@app/ledger-service/chain-check-jobs";
import { DelayedError, Worker } from "bullmq";
import type { WorkerDeps } from "../worker-deps.js";
import { jobTelemetry } from "@app/ledger-service/platform/job-telemetry";

/**
 * One job per payment (`chain-check-{use}-{target}`): it checks the payment on its network and,
 * until the check is done (verified and decided, mismatched, or not found after 24 h), puts
 * itself back with a delay. A retried or duplicated run appends nothing new: a check is recorded
 * only when it changed. A node that is down or slow holds up only this queue's runs.
 */
export function chainCheckWorker({ ctx, connection, prefix }: WorkerDeps): Worker {
  const worker = new Worker(
    queueNames.chainCheck,
    async (job, token) => {
      const { use, target } = chainCheckJobSchema.parse(job.data);
      const handler = checkJobHandlers[use];
      if (!handler) return;
      const { again } = await handler(ctx, target);
      if (again === null || !token) return;
      await job.moveToDelayed(Date.now() + again, token);
      throw new DelayedError();
    },
    { connection, prefix, telemetry: jobTelemetry(), concurrency: 4 },
  );
  worker.on("failed", (job, error) => ctx.logger.error({ err: error, jobId: job?.id }, "chain check failed"));
  return worker;
}
