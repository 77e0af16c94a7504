import { serveHealth } from "@app/ledger-service/runtime/health-server";
import { runProcess } from "@app/ledger-service/runtime/run-process";

/**
 * The projection runner on its own (`npm run start -w @app/projections`). Several may run:
 * they serialize on the checkpoint row, so no event is applied twice.
 */
runProcess(
  () => ({ embeddedProjections: true, poolMax: 4 }),
  (runtime, config) => {
    runtime.ctx.logger.info("projection runner started");
    return [serveHealth(runtime.ctx, config.HEALTH_PORT)].filter((s) => s !== null);
  },
);
