import { toast } from "@/components/toast";
import { useDownloadAuditCsv } from "../api/download-csv";

/** "Download CSV" for one audit view: the path carries the view's filters. */
export function DownloadCsvButton({ path, filename, label = "Download CSV" }: { path: string; filename: string; label?: string }) {
  const download = useDownloadAuditCsv();
  return (
    <button
      type="button"
      className="btn btn-secondary"
      disabled={download.isPending}
      onClick={() => download.mutate({ path, filename }, { onSuccess: (name) => toast.success(`Downloaded ${name}`) })}
    >
      {download.isPending ? "Preparing CSV..." : label}
    </button>
  );
}
