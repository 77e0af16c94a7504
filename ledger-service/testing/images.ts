import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { crc32 } from "node:zlib";

/** Real images (from CPython's imghdr test data) and crafted ones, for the upload tests. */
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");
export const fixture = (name: string) => readFileSync(path.join(dir, name));

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A structurally valid PNG header claiming `width` x `height`, padded with a private chunk to `padBytes`. */
export function craftedPng(width: number, height: number, padBytes = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    ...(padBytes > 0 ? [chunk("prVt", Buffer.alloc(padBytes))] : []),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A JPEG with an HTML page in a comment segment: valid image, and a page if sniffed as HTML. */
export function jpegWithHtmlComment(): Buffer {
  const jpeg = fixture("photo.jpg");
  const html = Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>", "latin1");
  const com = Buffer.alloc(4);
  com.writeUInt16BE(0xfffe, 0);
  com.writeUInt16BE(html.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), com, html, jpeg.subarray(2)]);
}

export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');

/** A multipart POST with one file (or none), as a browser form sends it. */
export async function postFile(
  baseUrl: string,
  path: string,
  options: { token?: string; field: string; file?: { bytes: Buffer; name: string; type: string }; headers?: Record<string, string> },
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  if (options.file)
    form.append(options.field, new Blob([new Uint8Array(options.file.bytes)], { type: options.file.type }), options.file.name);
  else form.append("note", "no file here");
  const res = await fetch(baseUrl + path, {
    method: "POST",
    body: form,
    headers: { ...options.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body };
}

/** A fixture image sent as the user's profile picture (field `profile`), named `me` with its type's extension. */
export function uploadProfilePicture(baseUrl: string, token: string, image: "photo.jpg" | "picture.png") {
  const file = image === "photo.jpg" ? { name: "me.jpg", type: "image/jpeg" } : { name: "me.png", type: "image/png" };
  return postFile(baseUrl, "/api/user/upload-profile-picture", { token, field: "profile", file: { bytes: fixture(image), ...file } });
}
