import type { PublicReservesResponse } from "@app/contracts";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@/lib/api-client";
import { apiQuery } from "@/lib/queries/api-query";

/** One network's reading of GET /api/reserves (contracts' publicReservesResponse: exact decimal strings). */
export type ReserveReading = PublicReservesResponse["reserves"][number];

/** GET /api/reserves (public) → the latest reading per network; none until they are read (404 or empty). */
export async function getReserves(): Promise<ReserveReading[]> {
  try {
    const data = await apiRequest<{ reserves?: ReserveReading[] }>("/api/reserves", { auth: false });
    return Array.isArray(data?.reserves) ? data.reserves : [];
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const reservesQueryOptions = () => apiQuery(["reserves", "public"], getReserves, "Failed to load the reserves");

export const useReserves = () => useQuery(reservesQueryOptions());
