import { ProgressBar } from "@/components/progress-bar";
import { StatusBadge } from "@/components/status-badge";
import type { BroadcastStatus } from "../api/get-broadcast";

/** Sent, failed and total of one broadcast, as the worker records them. */
export function BroadcastProgress({ broadcast }: { broadcast: BroadcastStatus }) {
  const { sent, failed, recipients, status } = broadcast;
  const done = status === "completed";
  const percent = done ? 100 : recipients > 0 ? ((sent + failed) / recipients) * 100 : 0;
  const tone = done ? (failed > 0 ? "warning" : "success") : "info";
  return (
    <section className="card" aria-label="Broadcast progress" aria-live="polite">
      <div className="row-between">
        <h2>“{broadcast.subject}”</h2>
        <StatusBadge status={status} />
      </div>
      <ProgressBar
        value={percent}
        label="Broadcast progress"
        caption={status === "queued" ? "Queued: waiting for the mail worker" : `${sent} sent · ${failed} failed · ${recipients} total`}
        tone={tone}
      />
    </section>
  );
}
