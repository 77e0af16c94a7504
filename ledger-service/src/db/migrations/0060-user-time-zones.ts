import { type Kysely, sql } from "kysely";

/**
 * Each investor's time zone (issue 35: one clock): an IANA name such as "Africa/Lagos", checked
 * against Intl when set (PUT /api/user/me, PUT /api/user/time-zone). Null until the investor
 * chooses one: their times then read in Africa/Lagos, the default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN IF NOT EXISTS time_zone TEXT`.execute(db);
}
