import type { Worker } from "bullmq";
import { broadcastWorker } from "./broadcast/broadcast.worker.js";
import { emailWorker } from "./email/email.worker.js";
import { profitRunWorker, rewardRunWorker } from "./runs/run.worker.js";
import type { WorkerDeps } from "./worker-deps.js";
import { approvedAloneDigestWorker } from "./audit/approved-alone-digest.worker.js";

/** Every queue's worker factory. Each capability adds its line here. */
export const workerFactories: Array<(deps: WorkerDeps) => Worker> = [emailWorker, broadcastWorker];
// Profit and referral-reward runs.
workerFactories.push(profitRunWorker, rewardRunWorker);
// The daily "Approved alone" digest to the admins and auditors.
workerFactories.push(approvedAloneDigestWorker);
