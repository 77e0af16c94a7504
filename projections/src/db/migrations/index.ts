// The migrations of this part, in order: the event store's schema and what the projection runner
// needs beside it (database defaults, leases). The tables the commands write (users, keys,
// secrets, run members...) are the ledger service's own set (ledger-service/src/db/migrations),
// applied after these. A bundled build cannot read this folder at run time, so the list is
// explicit; migrations.unit.spec.ts fails when a file here is missing from it.
import * as eventStore from "@app/event-store/schema";
import type { Migration } from "kysely";
import * as setBasedAppend from "./0002-event-store-set-based-append.js";
import * as pooledConnectionsAndLeases from "./0008-pooled-connections-and-leases.js";

/** The event store's schema, applied before this folder's migrations. */
export const eventStoreMigrationName = "0000-event-store";

export const migrations: Record<string, Migration> = {
  [eventStoreMigrationName]: eventStore,
  "0002-event-store-set-based-append": setBasedAppend,
  "0008-pooled-connections-and-leases": pooledConnectionsAndLeases,
};
