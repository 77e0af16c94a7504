import { migrateToLatest } from "@app/projections";
import type { Kysely } from "kysely";
import { ledgerMigrations } from "./migrations/index.js";

/** Every migration the service needs, in order: the projections' set, then the ledger's own. */
export function migrateDatabase(db: Kysely<any>): Promise<string[]> {
  return migrateToLatest(db, [ledgerMigrations]);
}
