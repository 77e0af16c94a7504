import { ApiError } from "./api-client";

/** Hands a Blob to the browser's download under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has handed the Blob to the browser's download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The server's filename from Content-Disposition, else the fallback. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

/**
 * Downloads a file the API serves to the signed-in user (by the session cookie; fetched so an
 * error answer can be shown in place) and
 * returns the name it was saved under: the server's when `serverName` is set, else `filename`.
 */
export async function downloadFile(
  path: string,
  filename: string,
  options: { accept?: string; serverName?: boolean } = {},
): Promise<string> {
  const headers: Record<string, string> = { ...(options.accept ? { Accept: options.accept } : {}) };
  const response = await fetch(path, { headers, credentials: "same-origin" });
  if (!response.ok) {
    const data = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    throw new ApiError(response.status, typeof data?.message === "string" ? data.message : undefined);
  }
  const name = options.serverName ? attachmentName(response.headers.get("Content-Disposition"), filename) : filename;
  saveBlob(await response.blob(), name);
  return name;
}
