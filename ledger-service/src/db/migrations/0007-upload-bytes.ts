import { type Kysely, sql } from "kysely";

/**
 * The bytes of every upload (payment proofs, loan receipts, profile pictures) in the database
 * beside the `uploads` bookkeeping row (owner, quota size, claim), so every API host serves
 * every proof and a database backup holds them. Keyed by the upload's id; no foreign key, so
 * the bytes can be stored before the quota transaction writes the `uploads` row (the store is
 * one of several behind one interface, see ledger-service/src/uploads/upload-store.ts).
 * The images are JPEG, PNG or WebP already: PostgreSQL's compression would only cost CPU
 * (STORAGE EXTERNAL: out of line, not compressed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE upload_bytes (
      id UUID PRIMARY KEY,
      owner_id UUID NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('proof', 'profile')),
      content_type TEXT NOT NULL,
      bytes BYTEA NOT NULL,
      sha256 TEXT NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
      size INTEGER NOT NULL CHECK (size >= 0),
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`ALTER TABLE upload_bytes ALTER COLUMN bytes SET STORAGE EXTERNAL`.execute(db);
}
