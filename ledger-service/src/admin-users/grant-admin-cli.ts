import { createRedis } from "../runtime/redis-connection.js";
import { cliRuntime } from "../audit/cli-runtime.js";
import { createJobQueues } from "../platform/queues.js";
import { grantAdminByOperator, OperatorGrantError } from "./operator-grant.js";

/** `npm run admin:grant -- <email>`: the operator makes a verified account an admin. Exit 1 if refused. */
async function main() {
  const email = process.argv.slice(2).find((arg) => arg !== "--");
  if (!email) {
    console.error("Usage: npm run admin:grant -- <email>");
    process.exitCode = 1;
    return;
  }
  const { config, handle, store } = await cliRuntime();
  // The grant is mailed to every admin and auditor through the workers' email queue.
  const redis = createRedis(config, { maxRetriesPerRequest: 1 });
  const queues = createJobQueues(redis, config.QUEUE_PREFIX);
  try {
    const { changed } = await grantAdminByOperator(
      { db: handle.db, store, clock: () => new Date(), readYourWrites: async () => {}, queues },
      email,
    );
    console.log(changed ? `${email} is now an admin (recorded as an event by the operator).` : `${email} is already an admin.`);
  } catch (error) {
    if (!(error instanceof OperatorGrantError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await handle.close();
    await queues.close();
    redis.disconnect();
  }
}

main().catch((error) => {
  console.error(`admin:grant failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
});
