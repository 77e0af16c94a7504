import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Database } from "@app/projections";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { STORED_NAME } from "../image-store.js";
import { contentTypeOf, type UploadStore, uploadIdOf } from "../../platform/upload-store.js";

/**
 * Moves the images an older version kept on this host's disk (UPLOAD_DIR) into the shared store,
 * keyed by their upload id: a file is moved when the `uploads` table knows its name and the store
 * has no bytes for it yet, so running it again (every start, on every host) moves nothing twice.
 * Files nobody recorded are left alone; the disk copies are kept (remove UPLOAD_DIR once every
 * host has started once). Returns how many were moved.
 */
export async function moveDiskUploads(
  deps: { db: Kysely<Database>; store: UploadStore; logger: Logger },
  uploadDir: string,
): Promise<number> {
  const dir = path.resolve(uploadDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => STORED_NAME.test(name));
  let moved = 0;
  for (let i = 0; i < names.length; i += 500) {
    const chunk = names.slice(i, i + 500);
    const rows = await deps.db.selectFrom("uploads").select(["id", "name", "owner_id", "kind"]).where("name", "in", chunk).execute();
    for (const row of rows) {
      const ref = { id: row.id, name: row.name };
      if (uploadIdOf(row.name) !== row.id || (await deps.store.has(ref))) continue;
      const bytes = await readFile(path.join(dir, row.name));
      await deps.store.put({ ...ref, ownerId: row.owner_id, kind: row.kind, contentType: contentTypeOf(row.name), bytes });
      moved++;
    }
  }
  if (moved > 0) deps.logger.info({ moved, store: deps.store.kind }, "moved uploads from UPLOAD_DIR into the upload store");
  return moved;
}
