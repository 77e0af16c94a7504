import { MAX_IMAGE_BYTES } from "@/config/constants";

/** Client-side check before an upload; the server checks the bytes again. */
export function isImageFile(file: File | null | undefined): file is File {
  return !!file && file.type.startsWith("image/");
}

export function isWithinImageLimit(file: File): boolean {
  return file.size <= MAX_IMAGE_BYTES;
}

/** Uploaded proofs are our own URLs (absolute or /uploads/...); older ones may be plain text. */
export function looksLikeImageUrl(value: string | undefined | null): value is string {
  return !!value && (/^https?:\/\//i.test(value) || value.startsWith("/"));
}
