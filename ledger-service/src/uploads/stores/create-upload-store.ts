import type { Database } from "@app/projections";
import type { Kysely } from "kysely";
import type { Config } from "../../runtime/config.js";
import { postgresUploadStore } from "./postgres-upload-store.js";
import type { UploadStore } from "../../platform/upload-store.js";

/** The store UPLOAD_STORE names: `postgres` (default) or `s3://bucket[/prefix]`. */
export async function createUploadStore(config: Pick<Config, "UPLOAD_STORE" | "S3_ENDPOINT">, db: Kysely<Database>): Promise<UploadStore> {
  if (config.UPLOAD_STORE === "postgres") return postgresUploadStore(db);
  const { s3UploadStore } = await import("./s3-upload-store.js");
  return await s3UploadStore(config.UPLOAD_STORE, { endpoint: config.S3_ENDPOINT });
}
