import { createRuntime } from "@app/ledger-service/bootstrap";
import { loadConfig } from "@app/ledger-service/runtime/config";
import { emailWorker } from "./email.worker.js";

/**
 * The email worker alone in its own process, for the test that kills it mid-send
 * (`node --import tsx workers/src/email/email-worker.process.ts`). Prints `ready` once listening.
 */
async function main() {
  const config = loadConfig();
  const runtime = await createRuntime(config, { embeddedProjections: false, poolMax: 3 });
  const worker = emailWorker({ ctx: runtime.ctx, connection: runtime.redis, prefix: runtime.ctx.config.QUEUE_PREFIX });
  await worker.waitUntilReady();
  process.stdout.write("ready\n");
  process.on("SIGTERM", async () => {
    await worker.close();
    await runtime.close();
    process.exit(0);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
