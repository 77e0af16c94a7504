import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "@/lib/download";

/** Downloads one of the audit CSV exports under the name the server gives it. */
export function downloadAuditCsv({ path, filename }: { path: string; filename: string }): Promise<string> {
  return downloadFile(path, filename, { accept: "text/csv", serverName: true });
}

export function useDownloadAuditCsv() {
  return useMutation({ mutationFn: downloadAuditCsv, meta: { errorMessage: "Failed to download the CSV" } });
}
