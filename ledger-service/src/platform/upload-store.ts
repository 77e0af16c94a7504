import { createHash } from "node:crypto";

/** What an upload is for: a payment proof or a profile picture. */
export type UploadKind = "proof" | "profile";

/** One stored image: what the server made of an upload (re-encoded, named by its id). */
export interface UploadObject {
  /** The upload's id (the `uploads` row's id and the UUID of its name). */
  id: string;
  /** The server-made file name `{id}.{ext}`, as signed links carry it. */
  name: string;
  ownerId: string;
  kind: UploadKind;
  contentType: string;
  bytes: Buffer;
}

/** An upload as the stores know it: PostgreSQL by id, a bucket by name. */
export interface UploadRef {
  id: string;
  name: string;
}

export interface StoredBytes {
  contentType: string;
  bytes: Buffer;
  sha256: string;
}

/**
 * Where uploads' bytes live, behind one small interface so that any API host can serve any
 * proof: PostgreSQL by default (postgres-upload-store.ts), an S3-compatible bucket for large
 * deployments (s3-upload-store.ts), chosen by UPLOAD_STORE. Which upload exists, whose it is and
 * what it counts against the quota stays in the `uploads` table; a store only keeps bytes.
 */
export interface UploadStore {
  readonly kind: "postgres" | "s3";
  /** Stores the bytes; storing the same upload id again changes nothing (the disk move relies on it). */
  put(upload: UploadObject): Promise<void>;
  /** The bytes of the upload, or null when the store has none. */
  get(upload: UploadRef): Promise<StoredBytes | null>;
  /** Whether the upload has bytes here. */
  has(upload: UploadRef): Promise<boolean>;
  /** Removes the bytes (an upload refused after they were stored); a missing one is no error. */
  delete(upload: UploadRef): Promise<void>;
  /**
   * A short-lived URL a browser may read the bytes from directly (an S3 presigned GET), or null
   * when the API serves them itself (PostgreSQL).
   */
  readUrl(upload: UploadRef & { contentType: string }, seconds: number): Promise<string | null>;
  /** The origin readUrl's links point at (the web app's CSP lets images load from it); none for PostgreSQL. */
  readonly readOrigin: string | null;
  close(): Promise<void>;
}

export const CONTENT_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", gif: "image/gif", webp: "image/webp" };

/** The content type a stored name's extension stands for. */
export const contentTypeOf = (name: string) => CONTENT_TYPES[name.slice(name.lastIndexOf(".") + 1)] ?? "application/octet-stream";

export const sha256Hex = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The id part of a stored name (`{uuid}.{ext}`). */
export const uploadIdOf = (name: string) => name.slice(0, name.indexOf("."));
