import { createApp } from "./app.js";
import { warnWhileLoneAdmin } from "./approvals/lone-admin-warning.js";
import { runProcess } from "./run-process.js";

/** The API on its own (`npm run start -w @app/ledger-service`); projections and workers run elsewhere. */
runProcess(
  (config) => ({ embeddedProjections: config.EMBEDDED_PROJECTIONS }),
  (runtime, config) => {
    void warnWhileLoneAdmin(runtime.ctx, (message) => runtime.ctx.logger.warn(message)).catch((err) =>
      runtime.ctx.logger.error({ err }, "could not count the admins at start"),
    );
    return [
      createApp(runtime.ctx).listen(config.PORT, () =>
        runtime.ctx.logger.info(`API serving on ${runtime.ctx.config.PUBLIC_URL} (port ${config.PORT})`),
      ),
    ];
  },
);
