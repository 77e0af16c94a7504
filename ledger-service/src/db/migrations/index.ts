// The ledger service's migrations, in order: the tables its commands write and a replay does not
// rebuild (users, tokens, keys, secrets, run bookkeeping, uploads...). They run after the
// projections' set (event store, database defaults, leases), in the same transaction. Their
// names are the ones they were first recorded under, when one list held every migration (hence
// no 0002 or 0008 here): a database made then has these records moved to this set's table.
// A bundled build cannot read this folder at run time, so the list is explicit;
// migrations.unit.spec.ts fails when a file here is missing from it.
import type { MigrationSet } from "@app/projections";
import * as baseline from "./0001-baseline.js";
import * as runMembersHotUpdates from "./0003-run-members-hot-updates.js";
import * as dropWithdrawalWalletHolds from "./0004-drop-withdrawal-wallet-holds.js";
import * as runMembersWithoutRunKey from "./0005-run-members-without-run-key.js";
import * as userSessions from "./0006-user-sessions.js";
import * as uploadBytes from "./0007-upload-bytes.js";
import * as reserveReadings from "./0020-reserve-readings.js";
import * as liabilities from "./0030-liabilities.js";
import * as referralClearances from "./0040-referral-clearances.js";
import * as idempotencyKeysByAge from "./0050-idempotency-keys-by-age.js";
import * as userTimeZones from "./0060-user-time-zones.js";
import * as savedAddresses from "./0065-saved-addresses.js";
import * as appRole from "./0070-app-role.js";

export const ledgerMigrations: MigrationSet = {
  table: "kysely_ledger_migration",
  migrations: {
    "0001-baseline": baseline,
    "0003-run-members-hot-updates": runMembersHotUpdates,
    "0004-drop-withdrawal-wallet-holds": dropWithdrawalWalletHolds,
    "0005-run-members-without-run-key": runMembersWithoutRunKey,
    "0006-user-sessions": userSessions,
    "0007-upload-bytes": uploadBytes,
    "0020-reserve-readings": reserveReadings,
    "0030-liabilities": liabilities,
    "0040-referral-clearances": referralClearances,
    "0050-idempotency-keys-by-age": idempotencyKeysByAge,
    "0060-user-time-zones": userTimeZones,
    "0065-saved-addresses": savedAddresses,
    "0070-app-role": appRole,
  },
};
