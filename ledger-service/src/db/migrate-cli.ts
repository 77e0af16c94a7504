import { allProjections, createDatabase, ensureDatabaseExists, ensureReadModelSchema } from "@app/projections";
import { migrateDatabase } from "./migrate.js";

/**
 * `npm run migrate`: creates the database named by DATABASE_URL when missing, applies pending
 * migrations and builds the read-model schema, then exits: what every process also does at
 * start, for operators who want it as a separate step (before a deploy, say).
 */
async function main() {
  const url = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/shareinvest";
  await ensureDatabaseExists(url);
  const handle = createDatabase({ connectionString: url, max: 2, applicationName: "share-invest-migrate" });
  try {
    const applied = await migrateDatabase(handle.db);
    const rebuilt = await ensureReadModelSchema(handle, allProjections);
    console.log(applied.length > 0 ? `applied ${applied.length} migrations: ${applied.join(", ")}` : "no migrations pending");
    if (rebuilt) console.log("read-model schema built empty; the projection runner replays it from event 0");
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(`migrate failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
});
