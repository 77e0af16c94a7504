import { createApp } from "@app/ledger-service/app";
import { createRuntime } from "@app/ledger-service/runtime/bootstrap";
import { loadConfig } from "@app/ledger-service/runtime/config";
import { startWorkers } from "@app/workers";

/**
 * The embedded default: API (with the built web app), projection runner and workers in one
 * process. Each part also starts on its own: `npm run start -w @app/ledger-service`,
 * `-w @app/read-models`, `-w @app/workers`.
 */
async function main() {
  const config = loadConfig();
  const runtime = await createRuntime(config, { embeddedProjections: true });
  const workers = startWorkers(runtime.ctx, runtime.redis, config.QUEUE_PREFIX);
  const server = createApp(runtime.ctx).listen(config.PORT, () => {
    runtime.ctx.logger.info(`share-invest serving on ${config.PUBLIC_URL} (port ${config.PORT})`);
  });
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    await workers.close();
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
