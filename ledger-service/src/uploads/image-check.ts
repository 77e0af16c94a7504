import { crc32 } from "node:zlib";

/**
 * Decides what an uploaded file is from its bytes alone (never its name or declared type):
 * PNG, JPEG, GIF or WebP whose structure parses from the first byte to the last. Anything
 * else (SVG, text, HTML, another format, an image with a payload appended or markup inside)
 * is refused. Dimensions come from the header, so the pixel count is bounded before any
 * decoder ever sees the file.
 */
export type ImageKind = "png" | "jpeg" | "gif" | "webp";
export interface ImageInfo {
  kind: ImageKind;
  mime: string;
  ext: string;
  width: number;
  height: number;
}

export const MAX_IMAGE_SIDE = 12_000;
export const MAX_IMAGE_PIXELS = 40_000_000;

const MIME: Record<ImageKind, [string, string]> = {
  png: ["image/png", "png"],
  jpeg: ["image/jpeg", "jpg"],
  gif: ["image/gif", "gif"],
  webp: ["image/webp", "webp"],
};

// Markup a browser or server could be tricked into running: its presence makes a polyglot.
const MARKUP = /<(script|html|body|iframe|svg|\?php|!doctype|object|embed)\b/i;

export function inspectImage(bytes: Buffer): ImageInfo | null {
  const dims = pngSize(bytes) ?? jpegSize(bytes) ?? gifSize(bytes) ?? webpSize(bytes);
  if (!dims || dims.width < 1 || dims.height < 1) return null;
  if (MARKUP.test(bytes.toString("latin1"))) return null;
  const [mime, ext] = MIME[dims.kind];
  return { ...dims, mime, ext };
}

export function exceedsPixelLimit(info: ImageInfo): boolean {
  return info.width > MAX_IMAGE_SIDE || info.height > MAX_IMAGE_SIDE || info.width * info.height > MAX_IMAGE_PIXELS;
}

type Dims = { kind: ImageKind; width: number; height: number };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Every chunk in bounds with a valid CRC, IHDR first, IEND last and at the very end. */
function pngSize(b: Buffer): Dims | null {
  if (b.length < 45 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  let pos = 8;
  let dims: Dims | null = null;
  while (pos + 12 <= b.length) {
    const len = b.readUInt32BE(pos);
    const type = b.toString("latin1", pos + 4, pos + 8);
    const end = pos + 12 + len;
    if (!/^[A-Za-z]{4}$/.test(type) || end > b.length) return null;
    if (crc32(b.subarray(pos + 4, pos + 8 + len)) !== b.readUInt32BE(pos + 8 + len)) return null;
    if (pos === 8) {
      if (type !== "IHDR" || len !== 13) return null;
      dims = { kind: "png", width: b.readUInt32BE(pos + 8), height: b.readUInt32BE(pos + 12) };
    }
    if (type === "IEND") return end === b.length ? dims : null;
    pos = end;
  }
  return null;
}

/** Marker segments up to the first scan give the frame size; the file must end at EOI. */
function jpegSize(b: Buffer): Dims | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  if (b[b.length - 2] !== 0xff || b[b.length - 1] !== 0xd9) return null;
  let pos = 2;
  let dims: Dims | null = null;
  while (pos + 4 <= b.length) {
    if (b[pos] !== 0xff) return null;
    const marker = b[pos + 1] as number;
    if (marker === 0xff) {
      pos += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      pos += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xd8) return null;
    const len = b.readUInt16BE(pos + 2);
    if (len < 2 || pos + 2 + len > b.length) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (len < 7) return null;
      dims = { kind: "jpeg", height: b.readUInt16BE(pos + 5), width: b.readUInt16BE(pos + 7) };
    }
    if (marker === 0xda) return dims;
    pos += 2 + len;
  }
  return null;
}

/** Header, colour tables, extension and image blocks, then the trailer as the last byte. */
function gifSize(b: Buffer): Dims | null {
  const sig = b.toString("latin1", 0, 6);
  if (b.length < 14 || (sig !== "GIF87a" && sig !== "GIF89a")) return null;
  const width = b.readUInt16LE(6);
  const height = b.readUInt16LE(8);
  const flags = b[10] as number;
  let pos = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  const skipSubBlocks = (): boolean => {
    while (pos < b.length) {
      const size = b[pos] as number;
      pos += 1 + size;
      if (size === 0) return true;
    }
    return false;
  };
  let frames = 0;
  while (pos < b.length) {
    const block = b[pos];
    if (block === 0x3b) return pos === b.length - 1 && frames > 0 ? { kind: "gif", width, height } : null;
    if (block === 0x21) {
      pos += 2;
      if (!skipSubBlocks()) return null;
    } else if (block === 0x2c) {
      if (pos + 10 > b.length) return null;
      const local = b[pos + 9] as number;
      pos += 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0) + 1;
      if (!skipSubBlocks()) return null;
      frames++;
    } else return null;
  }
  return null;
}

/** A RIFF container whose size is the file's, with chunks in bounds and a VP8/VP8L/VP8X first. */
function webpSize(b: Buffer): Dims | null {
  if (b.length < 30 || b.toString("latin1", 0, 4) !== "RIFF" || b.toString("latin1", 8, 12) !== "WEBP") return null;
  if (b.readUInt32LE(4) + 8 !== b.length) return null;
  for (let pos = 12; pos < b.length; ) {
    if (pos + 8 > b.length) return null;
    const size = b.readUInt32LE(pos + 4);
    pos += 8 + size + (size % 2);
    if (pos > b.length) return null;
  }
  const type = b.toString("latin1", 12, 16);
  const d = 20;
  if (type === "VP8 " && b[d + 3] === 0x9d && b[d + 4] === 0x01 && b[d + 5] === 0x2a) {
    return { kind: "webp", width: b.readUInt16LE(d + 6) & 0x3fff, height: b.readUInt16LE(d + 8) & 0x3fff };
  }
  if (type === "VP8L" && b[d] === 0x2f) {
    const bits = b.readUInt32LE(d + 1);
    return { kind: "webp", width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (type === "VP8X") {
    return { kind: "webp", width: b.readUIntLE(d + 4, 3) + 1, height: b.readUIntLE(d + 7, 3) + 1 };
  }
  return null;
}
