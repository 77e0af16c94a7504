import { useQuery } from "@tanstack/react-query";
import type { jobsResponse } from "@app/contracts";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { apiQuery } from "@/lib/queries/api-query";

export type JobsOverview = z.infer<typeof jobsResponse>;
export type JobQueue = JobsOverview["queues"][number];
export type Job = JobQueue["active"][number];

export const JOBS_REFRESH_MS = 5000;

/** GET /api/admin/jobs: every queue's counts, running and failed jobs; refreshed every 5 s. */
export function getJobs(): Promise<JobsOverview> {
  return apiRequest<JobsOverview>("/api/admin/jobs");
}

export const jobsQueryOptions = () =>
  apiQuery(["admin", "jobs"], getJobs, "Failed to load background jobs", { refetchInterval: JOBS_REFRESH_MS });

export const useJobs = () => useQuery(jobsQueryOptions());
