import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** GET /api/loans/portal-status → isOpen. */
export async function getPortalStatus(): Promise<boolean> {
  const data = await apiRequest<{ isOpen?: boolean }>("/api/loans/portal-status");
  return data?.isOpen === true;
}

export const portalStatusQueryOptions = (errorMessage?: string) =>
  queryOptions({ queryKey: ["loans", "portal-status"], queryFn: getPortalStatus, meta: { errorMessage } });

export function usePortalStatus(errorMessage?: string) {
  return useQuery(portalStatusQueryOptions(errorMessage));
}
