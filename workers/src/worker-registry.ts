import type { AppContext } from "@app/ledger-service/runtime/context";
import type { Worker } from "bullmq";
import type { Redis } from "ioredis";
import { broadcastWorker } from "./broadcast/broadcast.worker.js";
import { emailWorker } from "./email/email.worker.js";
import { profitRunWorker, rewardRunWorker } from "./runs/run.worker.js";

export interface WorkerDeps {
  ctx: AppContext;
  /** BullMQ needs its own blocking connection per worker; this one is duplicated. */
  connection: Redis;
  prefix: string;
}

/** Every queue's worker factory. Each capability adds its line here. */
export const workerFactories: Array<(deps: WorkerDeps) => Worker> = [emailWorker, broadcastWorker];
// Profit and referral-reward runs.
workerFactories.push(profitRunWorker, rewardRunWorker);
