import { type Kysely, sql } from "kysely";

/**
 * Four eyes (issue 14): a profit or reward run released by a second admin's approval records
 * that admin, so every credit of the run names both admins in its metadata.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE money_runs ADD COLUMN approved_by UUID`.execute(db);
}
