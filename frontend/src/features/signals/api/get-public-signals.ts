import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { SignalItem as Signal } from "@app/contracts";

/** GET /api/signals/public (no token) → signals. */
export async function getPublicSignals(): Promise<Signal[]> {
  const data = await apiRequest<{ signals?: Signal[] } | Signal[]>("/api/signals/public", { auth: false });
  return Array.isArray(data) ? data : (data?.signals ?? []);
}

export const publicSignalsQueryOptions = () =>
  queryOptions({
    queryKey: ["signals", "public"],
    queryFn: getPublicSignals,
    meta: { errorMessage: "Failed to fetch signals" },
  });

export function usePublicSignals() {
  return useQuery(publicSignalsQueryOptions());
}
