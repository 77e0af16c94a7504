import { serveHealth } from "./runtime/health-server.js";
import { runProcess } from "./runtime/run-process.js";

/**
 * The projection runner on its own (`npm run start -w @app/projections`), composed from the
 * service's runtime like the API, so the projections part stays a library below it. Several may run:
 * they serialize on the checkpoint row, so no event is applied twice.
 */
runProcess(
  () => ({ embeddedProjections: true, poolMax: 4 }),
  (runtime, config) => {
    runtime.ctx.logger.info("projection runner started");
    return [serveHealth(runtime.ctx, config.HEALTH_PORT)].filter((s) => s !== null);
  },
);
