import type { AppContext } from "@app/ledger-service/runtime/context";
import type { Worker } from "bullmq";
import type { Redis } from "ioredis";
import { redisOutages } from "@app/ledger-service/runtime/wait-for-dependencies";
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
  // Each worker's connections retry on their own: one line per Redis outage, not one per attempt.
  const outages = redisOutages(ctx.config, ctx.logger);
  for (const w of workers) {
    w.on("error", (error) => outages.error(error, { queue: w.name }));
    w.on("ready", () => outages.ready());
  }
  return {
    workers,
    async close() {
      await Promise.all(workers.map((w) => w.close()));
    },
  };
}
