import { createRuntime } from "@app/ledger-service/bootstrap";
import { runTimings } from "@app/ledger-service/profits/run-engine";
import { loadConfig } from "@app/ledger-service/runtime/config";
import { profitRunWorker, rewardRunWorker } from "./run.worker.js";

/**
 * The run workers alone in their own process, for the kill test and the benchmark
 * (`node --import tsx workers/src/runs/run-worker.process.ts`). QUEUE_PREFIX selects the
 * queues. Prints `ready` once listening and, on SIGTERM, its peak memory as JSON.
 */
async function main() {
  const config = loadConfig();
  const runtime = await createRuntime(config, { embeddedProjections: false, poolMax: 5 });
  const deps = { ctx: runtime.ctx, connection: runtime.redis, prefix: runtime.ctx.config.QUEUE_PREFIX };
  const workers = [profitRunWorker(deps), rewardRunWorker(deps)];
  await Promise.all(workers.map((w) => w.waitUntilReady()));
  process.stdout.write("ready\n");
  process.on("SIGTERM", async () => {
    const phasesMs = Object.fromEntries([...runTimings].map(([k, v]) => [k, Math.round(v)]));
    process.stdout.write(`${JSON.stringify({ maxRssKb: process.resourceUsage().maxRSS, phasesMs })}\n`);
    await Promise.all(workers.map((w) => w.close(true)));
    await runtime.close();
    process.exit(0);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
