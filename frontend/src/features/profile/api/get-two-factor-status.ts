import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { apiQuery } from "@/lib/queries/api-query";

export type TwoFactorStatus = { enabled: boolean; recoveryCodesLeft: number };

/** GET /api/auth/2fa: whether the signed-in user has a second factor on (profile, withdrawal form). */
export const twoFactorStatusQueryOptions = () =>
  apiQuery(["auth", "2fa"], () => apiRequest<TwoFactorStatus>("/api/auth/2fa"), "Failed to load two-factor status");

export const useTwoFactorStatus = () => useQuery(twoFactorStatusQueryOptions());
