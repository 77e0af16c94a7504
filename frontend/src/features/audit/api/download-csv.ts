import { useMutation } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { getToken } from "@/lib/auth-storage";

/** The server's filename from Content-Disposition, else the fallback. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

/**
 * Downloads one of the audit CSV exports. A plain link cannot send the bearer token, so the
 * file is fetched with it, held as a Blob and saved through an object URL.
 */
export async function downloadAuditCsv({ path, filename }: { path: string; filename: string }): Promise<string> {
  const token = getToken();
  const response = await fetch(path, { headers: { Accept: "text/csv", ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new ApiError(response.status, typeof body?.message === "string" ? body.message : undefined);
  }
  const blob = await response.blob();
  const name = attachmentName(response.headers.get("Content-Disposition"), filename);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has handed the Blob to the browser's download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}

export function useDownloadAuditCsv() {
  return useMutation({ mutationFn: downloadAuditCsv, meta: { errorMessage: "Failed to download the CSV" } });
}
