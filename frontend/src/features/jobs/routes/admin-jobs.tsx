import type { QueryClient } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { formatDateTime } from "@/lib/format";
import { JOBS_REFRESH_MS, jobsQueryOptions, useJobs } from "../api/get-jobs";
import { QueueCard } from "../components/queue-card";

/** The route's loader starts the page's first reads with the screen's own options. */
export function prefetch(queryClient: QueryClient) {
  return queryClient.prefetchQuery(jobsQueryOptions());
}

/** /admin/jobs: background work (profit runs, reward runs, broadcasts, e-mails), every 5 s. */
export default function AdminJobsRoute() {
  const jobs = useJobs();
  return (
    <Page title="Background Jobs">
      <p>
        <Link to="/admin">← Back to Admin Dashboard</Link>
      </p>
      <p className="muted small">
        Refreshes every {JOBS_REFRESH_MS / 1000} s{jobs.dataUpdatedAt ? ` · last update ${formatDateTime(jobs.dataUpdatedAt)}` : ""}
      </p>
      {jobs.isPending ? (
        <Loader />
      ) : (jobs.data?.queues ?? []).length === 0 ? (
        <p className="empty">No queues.</p>
      ) : (
        <div className="card-grid">
          {(jobs.data?.queues ?? []).map((queue) => (
            <QueueCard key={queue.name} queue={queue} />
          ))}
        </div>
      )}
    </Page>
  );
}
