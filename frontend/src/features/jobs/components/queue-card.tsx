import { ProgressBar } from "@/components/progress-bar";
import { toast } from "@/components/toast";
import { formatDateTime } from "@/lib/format";
import type { JobQueue } from "../api/get-jobs";
import { useRetryJob } from "../api/retry-job";
import { jobPercent } from "./job-progress";

const countNames = ["waiting", "active", "completed", "failed", "delayed"] as const;

/** One queue: its counts, the jobs running now (with progress) and the failed ones (with Retry). */
export function QueueCard({ queue }: { queue: JobQueue }) {
  const retry = useRetryJob();
  const headingId = `queue-${queue.name.replace(/\W+/g, "-")}`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{queue.name}</h2>
      <dl className="figures">
        {countNames.map((name) => (
          <div key={name}>
            <dt className="capitalize">{name}</dt>
            <dd>{queue.counts[name] ?? 0}</dd>
          </div>
        ))}
      </dl>
      <h3>Running</h3>
      {queue.active.length === 0 ? (
        <p className="empty">No job is running.</p>
      ) : (
        <ul className="item-list">
          {queue.active.map((job) => {
            const percent = jobPercent(job.progress);
            return (
              <li key={job.id ?? job.name} className="item">
                <div className="item-main">
                  <strong>{job.name}</strong>{" "}
                  <span className="muted small">
                    #{job.id} · started {formatDateTime(job.createdAt)}
                  </span>
                  {percent === null ? null : <ProgressBar value={percent} label={`Progress of ${job.name} #${job.id}`} />}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <h3>Failed</h3>
      {queue.failed.length === 0 ? (
        <p className="empty">No failed jobs.</p>
      ) : (
        <ul className="item-list">
          {queue.failed.map((job) => (
            <li key={job.id ?? job.name} className="item">
              <div className="item-main">
                <strong>{job.name}</strong>{" "}
                <span className="muted small">
                  #{job.id} · {job.attemptsMade} attempt(s) · {formatDateTime(job.finishedAt ?? job.createdAt)}
                </span>
                <p className="break">{job.failedReason ?? "No reason recorded"}</p>
              </div>
              <button
                type="button"
                className="btn btn-small btn-primary"
                disabled={retry.isPending || !job.id}
                aria-label={`Retry ${job.name} #${job.id}`}
                onClick={() =>
                  job.id &&
                  retry.mutate(
                    { queue: queue.name, jobId: job.id },
                    { onSuccess: (answer) => toast.success(answer?.message ?? "Job queued again") },
                  )
                }
              >
                Retry
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
