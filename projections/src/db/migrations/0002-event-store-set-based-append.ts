import type { Kysely } from "kysely";
import { createAppendFunctions } from "@app/event-store/append-functions";

/**
 * Databases made before 0000-event-store created the set-based append functions get them here;
 * on any other database this re-creates the same functions (CREATE OR REPLACE), changing nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createAppendFunctions(db);
}
