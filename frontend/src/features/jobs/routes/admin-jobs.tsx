import { ListState } from "@/components/list-state";
import { Page } from "@/components/page";
import { formatDateTime } from "@/lib/format";
import { JOBS_REFRESH_MS, jobsQueryOptions, useJobs } from "../api/get-jobs";
import { QueueCard } from "../components/queue-card";
import { prefetching } from "@/lib/queries/api-query";
import { BackLink } from "@/components/layout/link-list";

export const prefetch = prefetching(() => jobsQueryOptions());

/** /admin/jobs: background work (profit runs, reward runs, broadcasts, e-mails), every 5 s. */
export default function AdminJobsRoute() {
  const jobs = useJobs();
  return (
    <Page title="Background Jobs">
      <BackLink to="/admin">Admin Dashboard</BackLink>
      <p className="muted small">
        Refreshes every {JOBS_REFRESH_MS / 1000} s{jobs.dataUpdatedAt ? ` · last update ${formatDateTime(jobs.dataUpdatedAt)}` : ""}
      </p>
      <ListState loading={jobs.isPending} empty={(jobs.data?.queues ?? []).length === 0 && "No queues."}>
        {() => (
          <div className="card-grid">
            {(jobs.data?.queues ?? []).map((queue) => (
              <QueueCard key={queue.name} queue={queue} />
            ))}
          </div>
        )}
      </ListState>
    </Page>
  );
}
