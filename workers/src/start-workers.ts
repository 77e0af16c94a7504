import type { AppContext } from "@app/ledger-service/runtime/context";
import type { Worker } from "bullmq";
import type { Redis } from "ioredis";
import { workerFactories } from "./worker-registry.js";

export interface WorkerSet {
  workers: Worker[];
  close(): Promise<void>;
}

/**
 * Starts one BullMQ worker per queue. Processors call the same command handlers as the HTTP
 * routes; every job is safe to run twice (deterministic event ids), so a retried or stalled
 * job never credits anyone twice.
 */
export function startWorkers(ctx: AppContext, connection: Redis, prefix = "si"): WorkerSet {
  const workers = workerFactories.map((make) => make({ ctx, connection, prefix }));
  for (const w of workers) w.on("error", (error) => ctx.logger.warn({ err: error, queue: w.name }, "worker problem"));
  return {
    workers,
    async close() {
      await Promise.all(workers.map((w) => w.close()));
    },
  };
}
