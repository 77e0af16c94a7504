import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** GET /api/auth/verify?token=… — tokens are single-use, so never retried or refetched. */
export function verifyEmail(token: string): Promise<unknown> {
  return apiRequest(`/api/auth/verify?token=${encodeURIComponent(token)}`, { auth: false });
}

export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["auth", "verify", token],
    queryFn: () => verifyEmail(token).then(() => true),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    meta: { errorMessage: "Verification failed." },
  });

export function useVerifyEmail(token: string | null) {
  return useQuery({ ...verifyEmailQueryOptions(token ?? ""), enabled: !!token });
}
