import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { SignalItem as Signal } from "@app/contracts";
import { apiQuery } from "@/lib/queries/api-query";

/** GET /api/signals/public (no token) → signals. */
export async function getPublicSignals(): Promise<Signal[]> {
  const data = await apiRequest<{ signals?: Signal[] } | Signal[]>("/api/signals/public", { auth: false });
  return Array.isArray(data) ? data : (data?.signals ?? []);
}

export const publicSignalsQueryOptions = () => apiQuery(["signals", "public"], getPublicSignals, "Failed to fetch signals");

export const usePublicSignals = () => useQuery(publicSignalsQueryOptions());
