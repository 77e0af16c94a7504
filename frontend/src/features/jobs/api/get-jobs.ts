import { queryOptions, useQuery } from "@tanstack/react-query";
import type { jobsResponse } from "@app/contracts";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";

export type JobsOverview = z.infer<typeof jobsResponse>;
export type JobQueue = JobsOverview["queues"][number];
export type Job = JobQueue["active"][number];

export const JOBS_REFRESH_MS = 5000;

/** GET /api/admin/jobs: every queue's counts, running and failed jobs; refreshed every 5 s. */
export function getJobs(): Promise<JobsOverview> {
  return apiRequest<JobsOverview>("/api/admin/jobs");
}

export const jobsQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "jobs"],
    queryFn: getJobs,
    refetchInterval: JOBS_REFRESH_MS,
    meta: { errorMessage: "Failed to load background jobs" },
  });

export function useJobs() {
  return useQuery(jobsQueryOptions());
}
