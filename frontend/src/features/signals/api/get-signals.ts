import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { SignalItem as Signal } from "@app/contracts";

/** GET /api/signals (admin) → signals. */
export async function getSignals(): Promise<Signal[]> {
  const data = await apiRequest<{ signals?: Signal[] } | Signal[]>("/api/signals");
  return Array.isArray(data) ? data : (data?.signals ?? []);
}

export const signalsQueryOptions = () =>
  queryOptions({ queryKey: ["admin", "signals"], queryFn: getSignals, meta: { errorMessage: "Failed to fetch signals" } });

export function useSignals() {
  return useQuery(signalsQueryOptions());
}
