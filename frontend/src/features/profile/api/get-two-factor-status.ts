import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export type TwoFactorStatus = { enabled: boolean; recoveryCodesLeft: number };

/** GET /api/auth/2fa: whether the signed-in user has a second factor on (profile, withdrawal form). */
export const twoFactorStatusQueryOptions = () =>
  queryOptions({
    queryKey: ["auth", "2fa"],
    queryFn: () => apiRequest<TwoFactorStatus>("/api/auth/2fa"),
    meta: { errorMessage: "Failed to load two-factor status" },
  });

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions());
}
