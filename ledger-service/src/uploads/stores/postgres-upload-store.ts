import type { Database } from "@app/projections";
import { type Kysely, sql } from "kysely";
import { sha256Hex, type UploadStore } from "../../platform/upload-store.js";

/**
 * Uploads' bytes in PostgreSQL (table upload_bytes, migration 0007): every API process reads
 * the same rows, and a database backup holds the proofs with the ledger that names them.
 * An image is at most 5 MB (single-image.ts), so a row is read whole and sent in one write.
 */
export function postgresUploadStore(db: Kysely<Database>): UploadStore {
  return {
    kind: "postgres",
    readOrigin: null,
    async put(upload) {
      await sql`
        INSERT INTO upload_bytes (id, owner_id, kind, content_type, bytes, sha256, size)
        VALUES (${upload.id}, ${upload.ownerId}, ${upload.kind}, ${upload.contentType}, ${upload.bytes},
                ${sha256Hex(upload.bytes)}, ${upload.bytes.length})
        ON CONFLICT (id) DO NOTHING`.execute(db);
    },
    async get({ id }) {
      const r = await sql<{ content_type: string; bytes: Buffer; sha256: string }>`
        SELECT content_type, bytes, sha256 FROM upload_bytes WHERE id = ${id}`.execute(db);
      const row = r.rows[0];
      return row ? { contentType: row.content_type, bytes: row.bytes, sha256: row.sha256 } : null;
    },
    async has({ id }) {
      const r = await sql<{ found: number }>`SELECT 1 AS found FROM upload_bytes WHERE id = ${id}`.execute(db);
      return r.rows.length > 0;
    },
    async delete(upload) {
      await sql`DELETE FROM upload_bytes WHERE id = ${upload.id}`.execute(db);
    },
    async readUrl() {
      return null;
    },
    async close() {},
  };
}
