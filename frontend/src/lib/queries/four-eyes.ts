import { approvalsKey } from "@/lib/held-for-approval";
import type { FourEyesStatusResponse } from "@app/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/**
 * GET /api/admin/four-eyes: how many admins exist and whether money actions wait for a second
 * admin (the dashboard warns while there is one). Under the approvals key: deciding one refreshes it.
 */
export const fourEyesQueryOptions = () =>
  queryOptions({
    queryKey: [...approvalsKey, "four-eyes"],
    queryFn: () => apiRequest<FourEyesStatusResponse>("/api/admin/four-eyes"),
  });

export function useFourEyes() {
  return useQuery(fourEyesQueryOptions());
}

/**
 * Whether approving a money action needs the admin's authenticator code (the server says so).
 * `enabled: false` reads nothing yet (a form asks only once its confirmation opens).
 */
export function useActionCodeRequired(enabled = true): boolean {
  return useQuery({ ...fourEyesQueryOptions(), enabled }).data?.actionCodeRequired === true;
}
