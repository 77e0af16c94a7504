import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { AppContext } from "../context.js";
import { PayloadTooLargeError, ValidationError } from "../shared/errors.js";
import { exceedsPixelLimit, inspectImage } from "./image-check.js";

export const NOT_AN_IMAGE = "Only image files are allowed";
export const NO_IMAGE = "Please select an image";
/** Names the server made: a UUID and the extension of the type found in the bytes. */
export const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;

/**
 * Checks the bytes and stores the image under UPLOAD_DIR with a server-made name; the
 * client's file name and declared type are ignored. Returns the public URL.
 */
export async function storeImage(ctx: AppContext, file: { buffer: Buffer } | undefined): Promise<{ url: string; name: string }> {
  if (!file || file.buffer.length === 0) throw new ValidationError(NO_IMAGE);
  const info = inspectImage(file.buffer);
  if (!info) throw new ValidationError(NOT_AN_IMAGE);
  if (exceedsPixelLimit(info)) throw new PayloadTooLargeError("Image dimensions are too large.");
  const name = `${randomUUID()}.${info.ext}`;
  const dir = path.resolve(ctx.config.UPLOAD_DIR);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), file.buffer, { flag: "wx", mode: 0o640 });
  return { name, url: `${ctx.config.PUBLIC_URL.replace(/\/$/, "")}/api/uploads/${name}` };
}
