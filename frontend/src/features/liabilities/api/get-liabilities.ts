import type { LiabilitiesResponse } from "@app/contracts";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@/lib/api-client";
import { apiQuery } from "@/lib/queries/api-query";

/** GET /api/liabilities (public) → the latest publication, or null before the first (404). */
export async function getLiabilities(): Promise<LiabilitiesResponse | null> {
  try {
    return await apiRequest<LiabilitiesResponse>("/api/liabilities", { auth: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const liabilitiesQueryOptions = () => apiQuery(["liabilities"], getLiabilities, "Failed to load the published liabilities");

export const useLiabilities = () => useQuery(liabilitiesQueryOptions());
