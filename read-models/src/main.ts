import { createRuntime } from "@app/ledger-service/runtime/bootstrap";
import { loadConfig } from "@app/ledger-service/runtime/config";
import { serveHealth } from "@app/ledger-service/runtime/health-server";

/**
 * The projection runner on its own (`npm run start -w @app/read-models`). Several may run:
 * they serialize on the checkpoint row, so no event is applied twice.
 */
async function main() {
  const config = loadConfig();
  const runtime = await createRuntime(config, { embeddedProjections: true, poolMax: 4 });
  runtime.ctx.logger.info("projection runner started");
  const health = serveHealth(runtime.ctx, config.HEALTH_PORT);
  const shutdown = async () => {
    health?.close();
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
