import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { AppContext } from "../runtime/context.js";
import { PayloadTooLargeError, TooManyRequestsError, ValidationError } from "../platform/errors.js";
import { exceedsPixelLimit, type ImageInfo, inspectImage, MAX_IMAGE_PIXELS } from "./image-check.js";
import { canonicalUploadUrl } from "./proof-links.js";
import { contentTypeOf, type UploadKind } from "../platform/upload-store.js";

export const NOT_AN_IMAGE = "Only image files are allowed";
export const NO_IMAGE = "Please select an image";
export const TOO_MANY_UPLOADS = "Too many uploads. Please try again later.";
/** Names the server made: a UUID and the extension of the type found in the bytes. */
export const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;

/**
 * Stores one image of `ownerId` in the upload store (ctx.uploads: PostgreSQL or S3, shared by
 * every API host) with a server-made name and records it in
 * `uploads` (owner, kind, size). The bytes are checked first (type, structure, pixel count),
 * then decoded and re-encoded by sharp (libvips), which writes no metadata: EXIF, GPS, XMP
 * and comments are gone; the EXIF orientation is applied first so the picture still stands
 * upright. Per user: UPLOAD_RATE_PER_HOUR uploads an hour (429) and UPLOAD_QUOTA_MB stored (413).
 * The client's file name and declared type are ignored.
 */
export async function storeImage(
  ctx: AppContext,
  ownerId: string,
  kind: UploadKind,
  file: { buffer: Buffer } | undefined,
  usedBy: string | null = null,
): Promise<{ url: string; name: string }> {
  if (!file || file.buffer.length === 0) throw new ValidationError(NO_IMAGE);
  const info = inspectImage(file.buffer);
  if (!info) throw new ValidationError(NOT_AN_IMAGE);
  if (exceedsPixelLimit(info)) throw new PayloadTooLargeError("Image dimensions are too large.");
  const { count, retryAfterSeconds } = await ctx.counters.hit(`uploads:user:${ownerId}`, 3600);
  if (count > ctx.config.UPLOAD_RATE_PER_HOUR) throw new TooManyRequestsError(TOO_MANY_UPLOADS, retryAfterSeconds);
  const encoded = await reencode(file.buffer, info);
  const id = randomUUID();
  const name = `${id}.${encoded.ext}`;
  await ctx.uploads.put({ id, name, ownerId, kind, contentType: contentTypeOf(name), bytes: encoded.bytes });
  try {
    await recordWithinQuota(ctx, { id, ownerId, name, kind, size: encoded.bytes.length, usedBy });
  } catch (error) {
    await ctx.uploads.delete({ id, name }).catch(() => undefined);
    throw error;
  }
  return { name, url: canonicalUploadUrl(ctx, name) };
}

/** PNG, JPEG and WebP keep their type; a GIF becomes a PNG of its first frame. */
async function reencode(bytes: Buffer, info: ImageInfo): Promise<{ bytes: Buffer; ext: string }> {
  try {
    // libvips is loaded on the first upload, not by every process that never takes one.
    const { default: sharp } = await import("sharp");
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error", animated: false }).rotate();
    if (info.kind === "jpeg") return { bytes: await image.jpeg({ quality: 88, mozjpeg: true }).toBuffer(), ext: "jpg" };
    if (info.kind === "webp") return { bytes: await image.webp({ quality: 88 }).toBuffer(), ext: "webp" };
    return { bytes: await image.png({ compressionLevel: 9 }).toBuffer(), ext: "png" };
  } catch {
    // Parsed as an image but does not decode: not something we can show or keep.
    throw new ValidationError(NOT_AN_IMAGE);
  }
}

/** One transaction per owner at a time (advisory lock), so racing uploads cannot pass the quota together. */
async function recordWithinQuota(
  ctx: AppContext,
  upload: { id: string; ownerId: string; name: string; kind: UploadKind; size: number; usedBy: string | null },
): Promise<void> {
  const quotaBytes = Math.floor(ctx.config.UPLOAD_QUOTA_MB * 1024 * 1024);
  await ctx.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`uploads:${upload.ownerId}`}, 0))`.execute(trx);
    const used = await trx
      .selectFrom("uploads")
      .select(sql<string>`coalesce(sum(size), 0)::text`.as("bytes"))
      .where("owner_id", "=", upload.ownerId)
      .executeTakeFirstOrThrow();
    if (Number(used.bytes) + upload.size > quotaBytes)
      throw new PayloadTooLargeError(
        `Upload limit reached: your images may take ${ctx.config.UPLOAD_QUOTA_MB} MB in all. Please contact support.`,
      );
    await trx
      .insertInto("uploads")
      .values({
        id: upload.id,
        owner_id: upload.ownerId,
        name: upload.name,
        kind: upload.kind,
        size: upload.size,
        used_by: upload.usedBy,
        used_at: upload.usedBy ? new Date() : null,
      })
      .execute();
  });
}
