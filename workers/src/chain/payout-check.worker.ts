import { payoutCheckJobSchema, queueNames } from "@app/contracts";
import { checkRecordedPayout, nextCheckDelayMs } from "@app/ledger-service/payouts/check-payout";
import { Worker } from "bullmq";
import type { WorkerDeps } from "../worker-deps.js";
import { jobTelemetry } from "@app/ledger-service/platform/job-telemetry";

/**
 * A recorded payout's check on its network (issue 34). A check that is not final (pending:
 * not seen yet, confirming, or the node did not answer) queues the next one, until the payout is
 * verified, a mismatch, or still absent 24 hours after it was recorded.
 */
export function payoutCheckWorker({ ctx, connection, prefix }: WorkerDeps): Worker {
  const worker = new Worker(
    queueNames.payoutCheck,
    async (job) => {
      const { use, target, attempt } = payoutCheckJobSchema.parse(job.data);
      const outcome = await checkRecordedPayout(ctx, use, target);
      if (outcome.final) return;
      const delay = nextCheckDelayMs(attempt);
      if (delay === null) {
        ctx.logger.warn({ use, target, status: outcome.status }, "payout still not final after 25 hours of checks: no more checks");
        return;
      }
      await ctx.queues.checkPayout({ use, target, attempt: attempt + 1 }, delay);
    },
    { connection, prefix, telemetry: jobTelemetry(), concurrency: 4 },
  );
  worker.on("failed", (job, error) => ctx.logger.error({ err: error, jobId: job?.id }, "payout check failed"));
  return worker;
}
