import { queueNames } from "@app/contracts";
import { publishLiabilities } from "@app/ledger-service/liabilities/publish";
import { ConflictError } from "@app/ledger-service/platform/errors";
import { Queue, Worker } from "bullmq";
import type { WorkerDeps } from "../worker-deps.js";
import { jobTelemetry } from "@app/ledger-service/platform/job-telemetry";

/** Every Sunday at 00:00 in Lagos (issue 34): the weekly publication of liabilities. */
export const LIABILITIES_SCHEDULE = { id: "weekly-liabilities", pattern: "0 0 * * 0", tz: "Africa/Lagos" } as const;

/**
 * Publishes the liabilities' Merkle root on the weekly schedule (a BullMQ job scheduler: one
 * per queue whatever the number of worker processes, so each Sunday publishes once). A week
 * with no investor yet publishes nothing.
 */
export function liabilitiesWorker({ ctx, connection, prefix }: WorkerDeps): Worker {
  const worker = new Worker(
    queueNames.liabilities,
    async () => {
      try {
        const publication = await publishLiabilities(ctx, "schedule");
        ctx.logger.info({ root: publication.root, position: publication.position }, "liabilities published");
      } catch (error) {
        if (error instanceof ConflictError) ctx.logger.info("no investor balance yet: no liabilities published");
        else throw error;
      }
    },
    { connection, prefix, telemetry: jobTelemetry(), concurrency: 1 },
  );
  const queue = new Queue(queueNames.liabilities, { connection, prefix, telemetry: jobTelemetry() });
  const { id, ...repeat } = LIABILITIES_SCHEDULE;
  queue
    .upsertJobScheduler(id, repeat, { name: "publish-liabilities", opts: { attempts: 5, backoff: { type: "exponential", delay: 60_000 } } })
    .catch((error) => ctx.logger.warn({ err: error }, "could not schedule the weekly liabilities"));
  worker.on("failed", (job, error) => ctx.logger.error({ err: error, jobId: job?.id }, "liabilities publication failed"));
  // The scheduling queue closes with the worker, before the shared connection does.
  const closeWorker = worker.close.bind(worker);
  worker.close = async (force?: boolean) => {
    await closeWorker(force);
    await queue.close();
  };
  return worker;
}
