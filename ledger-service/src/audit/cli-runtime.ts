import { createDatabase } from "@app/projections";
import { createEventStore } from "@app/event-store";
import { loadConfig } from "../runtime/config.js";

/** What the auditor CLIs need: the configured database and event store, nothing else. */
export async function cliRuntime() {
  const config = loadConfig();
  const handle = createDatabase({ connectionString: config.DATABASE_URL, max: 4, applicationName: "ledger-audit" });
  const store = await createEventStore({ eventStoreUrl: config.EVENT_STORE, pool: handle.pool });
  return { config, handle, store };
}
