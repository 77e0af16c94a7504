import { type Kysely, sql } from "kysely";

/**
 * A least-privilege role for the API, workers and projections: `<database>_app` (one per
 * database: roles are cluster-wide, so test databases in one cluster never share one). It may
 * read and write rows (SELECT, INSERT, UPDATE, DELETE) and run the event store's functions, but
 * owns nothing, so it cannot DROP, ALTER or TRUNCATE; on `events` it may only read and insert
 * (append-only). Tables, sequences and schemas the migrating owner creates later (migrations,
 * the read-model schema `rm`) grant it the same by default. Idempotent: the role is created
 * only when missing and every grant may run again. It has no password: the operator sets one
 * (`ALTER ROLE ... PASSWORD`), or the runtime does from DATABASE_URL (docs/security.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DO $$
    DECLARE app text := left(current_database(), 59) || '_app';
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = app) THEN
        BEGIN
          EXECUTE format('CREATE ROLE %I LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION', app);
        EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; -- made meanwhile
        END;
      END IF;
      EXECUTE format('GRANT CONNECT, TEMPORARY ON DATABASE %I TO %I', current_database(), app);
      EXECUTE format('GRANT USAGE ON SCHEMA public TO %I', app);
      EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO %I', app);
      EXECUTE format('GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO %I', app);
      EXECUTE format('GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO %I', app);
      IF EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'rm') THEN
        EXECUTE format('GRANT USAGE ON SCHEMA rm TO %I', app);
        EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA rm TO %I', app);
        EXECUTE format('GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA rm TO %I', app);
      END IF;
      -- The ledger is append-only for the app: read and insert only.
      EXECUTE format('REVOKE UPDATE, DELETE, TRUNCATE ON events FROM %I', app);
      EXECUTE format('ALTER DEFAULT PRIVILEGES GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO %I', app);
      EXECUTE format('ALTER DEFAULT PRIVILEGES GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO %I', app);
      EXECUTE format('ALTER DEFAULT PRIVILEGES GRANT USAGE ON SCHEMAS TO %I', app);
    END $$`.execute(db);
}
