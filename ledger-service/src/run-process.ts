import { type CreateRuntimeOptions, createRuntime, type Runtime } from "./bootstrap.js";
import { type Config, loadConfig } from "./runtime/config.js";
import { warnUncheckedNetworks } from "./chain/start-warning.js";

/** What a process started beside the runtime; stopped in reverse order on SIGTERM/SIGINT. */
export interface Started {
  close(): unknown;
}

/**
 * Every process's main: load the configuration, build the shared runtime, start the process's
 * own parts, and stop them (then the runtime) once on SIGTERM or SIGINT. A start-up failure
 * prints its message only (no stack) and exits 1.
 */
export function runProcess(
  runtimeOptions: (config: Config) => CreateRuntimeOptions,
  start: (runtime: Runtime, config: Config) => Started[],
): void {
  const main = async () => {
    const config = loadConfig();
    const runtime = await createRuntime(config, runtimeOptions(config));
    warnUncheckedNetworks(config.NODE_ENV, runtime.ctx.chain, runtime.ctx.logger);
    const parts = start(runtime, config);
    let stopping = false;
    const shutdown = async () => {
      if (stopping) return;
      stopping = true;
      for (const part of [...parts].reverse()) await part.close();
      await runtime.close();
      process.exit(0);
    };
    process.on("SIGTERM", shutdown);
    process.on("SIGINT", shutdown);
  };
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
