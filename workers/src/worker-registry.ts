import type { Worker } from "bullmq";
import { payoutCheckWorker } from "./chain/payout-check.worker.js";
import { reservesWorker } from "./chain/reserves.worker.js";
import { broadcastWorker } from "./broadcast/broadcast.worker.js";
import { chainCheckWorker } from "./chain/chain-check.worker.js";
import { emailWorker } from "./email/email.worker.js";
import { profitRunWorker, rewardRunWorker } from "./runs/run.worker.js";
import { liabilitiesWorker } from "./liabilities/liabilities.worker.js";
import type { WorkerDeps } from "./worker-deps.js";
import { approvedAloneDigestWorker } from "./audit/approved-alone-digest.worker.js";

/** Every queue's worker factory. Each capability adds its line here. */
export const workerFactories: Array<(deps: WorkerDeps) => Worker> = [emailWorker, broadcastWorker];
// Profit and referral-reward runs.
workerFactories.push(profitRunWorker, rewardRunWorker);
// Issue 34: payout checks on chain, and the reserves reading.
workerFactories.push(payoutCheckWorker, reservesWorker);
// Weekly published liabilities (Merkle root).
workerFactories.push(liabilitiesWorker);
// Payments checked on their networks (issue 34).
workerFactories.push(chainCheckWorker);
// The daily "Approved alone" digest to the admins and auditors.
workerFactories.push(approvedAloneDigestWorker);
