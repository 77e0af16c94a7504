import { ApiError } from "./api-client";
import { getToken } from "./auth-storage";

/** Downloads a file the API serves behind the bearer token (a plain link could not send it). */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const token = getToken();
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const data = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    throw new ApiError(response.status, typeof data?.message === "string" ? data.message : undefined);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
