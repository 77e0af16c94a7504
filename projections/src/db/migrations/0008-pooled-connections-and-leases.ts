import { type Kysely, sql } from "kysely";

/**
 * What every connection needs, as the database's own defaults instead of a setting each
 * connection sends at its start (which a transaction-mode pooler such as PgBouncer cannot carry):
 * the live read models' schema `rm` first in the search_path, and no JIT compilation (our
 * statements are short; where the planner over-estimates a batch, compiling cost more than the
 * statement). A role that does not own the database sets them for itself in this database.
 *
 * And `leases`: which process holds a single-holder duty (the active projection runner), until
 * when, with a fencing token that grows at each change of holder.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DO $$
    BEGIN
      EXECUTE format('ALTER DATABASE %I SET search_path = rm, public', current_database());
      EXECUTE format('ALTER DATABASE %I SET jit = off', current_database());
    EXCEPTION WHEN insufficient_privilege THEN
      EXECUTE format('ALTER ROLE CURRENT_USER IN DATABASE %I SET search_path = rm, public', current_database());
      EXECUTE format('ALTER ROLE CURRENT_USER IN DATABASE %I SET jit = off', current_database());
    END $$`.execute(db);
  await sql`
    CREATE TABLE leases (
      name TEXT PRIMARY KEY,
      holder TEXT NOT NULL,
      token BIGINT NOT NULL,
      expires_at TIMESTAMPTZ NOT NULL
    )`.execute(db);
}
