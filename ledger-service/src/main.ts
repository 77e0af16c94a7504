import { createApp } from "./app.js";
import { createRuntime } from "./runtime/bootstrap.js";
import { loadConfig } from "./runtime/config.js";

/** The API on its own (`npm run start -w @app/ledger-service`); projections and workers run elsewhere. */
async function main() {
  const config = loadConfig();
  const runtime = await createRuntime(config, { embeddedProjections: config.EMBEDDED_PROJECTIONS });
  const server = createApp(runtime.ctx).listen(config.PORT, () => runtime.ctx.logger.info(`API listening on :${config.PORT}`));
  const shutdown = async () => {
    server.close();
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
