// Every migration, in order. A bundled build cannot read this folder at run time, so the list is
// explicit; migrations.unit.spec.ts fails when a file here is missing from it. The event store's
// schema comes first, from its own part.
import * as eventStore from "@app/event-store/schema";
import type { Migration } from "kysely";
import * as baseline from "./0001-baseline.js";
import * as setBasedAppend from "./0002-event-store-set-based-append.js";
import * as runMembersHotUpdates from "./0003-run-members-hot-updates.js";
import * as dropWithdrawalWalletHolds from "./0004-drop-withdrawal-wallet-holds.js";
import * as runMembersWithoutRunKey from "./0005-run-members-without-run-key.js";
import * as userSessions from "./0006-user-sessions.js";
import * as uploadBytes from "./0007-upload-bytes.js";
import * as pooledConnectionsAndLeases from "./0008-pooled-connections-and-leases.js";

/** The event store's schema, applied before this folder's migrations. */
export const eventStoreMigrationName = "0000-event-store";

export const migrations: Record<string, Migration> = {
  [eventStoreMigrationName]: eventStore,
  "0001-baseline": baseline,
  "0002-event-store-set-based-append": setBasedAppend,
  "0003-run-members-hot-updates": runMembersHotUpdates,
  "0004-drop-withdrawal-wallet-holds": dropWithdrawalWalletHolds,
  "0005-run-members-without-run-key": runMembersWithoutRunKey,
  "0006-user-sessions": userSessions,
  "0007-upload-bytes": uploadBytes,
  "0008-pooled-connections-and-leases": pooledConnectionsAndLeases,
};
