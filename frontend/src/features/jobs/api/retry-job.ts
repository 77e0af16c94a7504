import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";
import { apiRequest } from "@/lib/api-client";
import type { messageResponse } from "@app/contracts";
import type { z } from "zod";
import { jobsQueryOptions } from "./get-jobs";

type MessageResponse = z.infer<typeof messageResponse>;

/** POST /api/admin/jobs/{queue}/{jobId}/retry: a failed job goes back to its queue. */
export function retryJob({ queue, jobId }: { queue: string; jobId: string }): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/admin/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(jobId)}/retry`, { method: "POST" });
}

export function useRetryJob() {
  return useInvalidatingMutation(retryJob, "Failed to retry the job", [jobsQueryOptions().queryKey]);
}
