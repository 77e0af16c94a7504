import { serveHealth } from "@app/ledger-service/health-server";
import { runProcess } from "@app/ledger-service/run-process";
import { startWorkers } from "./start-workers.js";

/** The workers on their own (`npm run start -w @app/workers`): run as many replicas as needed. */
runProcess(
  () => ({ embeddedProjections: false, poolMax: 10 }),
  (runtime, config) => {
    const set = startWorkers(runtime.ctx, runtime.redis, config.QUEUE_PREFIX);
    runtime.ctx.logger.info(`workers started: ${set.workers.map((w) => w.name).join(", ")}`);
    return [set, ...[serveHealth(runtime.ctx, config.HEALTH_PORT)].filter((s) => s !== null)];
  },
);
