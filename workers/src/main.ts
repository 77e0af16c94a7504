import { createRuntime } from "@app/ledger-service/runtime/bootstrap";
import { loadConfig } from "@app/ledger-service/runtime/config";
import { serveHealth } from "@app/ledger-service/runtime/health-server";
import { startWorkers } from "./start-workers.js";

/** The workers on their own (`npm run start -w @app/workers`): run as many replicas as needed. */
async function main() {
  const config = loadConfig();
  const runtime = await createRuntime(config, { embeddedProjections: false, poolMax: 10 });
  const set = startWorkers(runtime.ctx, runtime.redis, config.QUEUE_PREFIX);
  runtime.ctx.logger.info(`workers started: ${set.workers.map((w) => w.name).join(", ")}`);
  const health = serveHealth(runtime.ctx, config.HEALTH_PORT);
  const shutdown = async () => {
    health?.close();
    await set.close();
    await runtime.close();
    process.exit(0);
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
