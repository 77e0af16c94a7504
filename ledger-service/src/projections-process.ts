import { serveHealth } from "./health-server.js";
import { runProcess } from "./run-process.js";

/**
 * The projection runner on its own (`npm run start -w @app/projections`). Several may run: the
 * one holding the projection lease applies the events, the others stand by and one takes over
 * within seconds when it stops; no event is applied twice (docs/operations.md).
 */
runProcess(
  () => ({ embeddedProjections: true, poolMax: 4, projectionLease: true }),
  (runtime, config) => {
    runtime.ctx.logger.info("projection runner started");
    return [serveHealth(runtime.ctx, config.HEALTH_PORT)].filter((s) => s !== null);
  },
);
