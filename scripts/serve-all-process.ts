import { createApp } from "@app/ledger-service/app";
import { runProcess } from "@app/ledger-service/run-process";
import { startWorkers } from "@app/workers";

/**
 * The embedded default: API (with the built web app), projection runner and workers in one
 * process. Each part also starts on its own: `npm run start -w @app/ledger-service`,
 * `-w @app/projections`, `-w @app/workers`.
 */
runProcess(
  () => ({ embeddedProjections: true }),
  (runtime, config) => [
    startWorkers(runtime.ctx, runtime.redis, config.QUEUE_PREFIX),
    createApp(runtime.ctx).listen(config.PORT, () => {
      runtime.ctx.logger.info(`share-invest serving on ${config.PUBLIC_URL} (port ${config.PORT})`);
    }),
  ],
);
