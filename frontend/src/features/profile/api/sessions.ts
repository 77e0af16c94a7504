import type { SessionList } from "@app/contracts/api/auth";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { apiQuery } from "@/lib/queries/api-query";

/** GET /api/auth/sessions: where the signed-in user is signed in (this device marked `current`). */
export const sessionsQueryOptions = () =>
  apiQuery(["auth", "sessions"], () => apiRequest<SessionList>("/api/auth/sessions"), "Failed to load your sessions");

export const useSessions = () => useQuery(sessionsQueryOptions());

/** DELETE /api/auth/sessions/{id}: signs that session out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ message: string }>(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: "DELETE" }),
    meta: { errorMessage: "Could not sign that session out" },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}

/** POST /api/auth/sessions/revoke-others: signs out everywhere but here. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>("/api/auth/sessions/revoke-others", { method: "POST", body: {} }),
    meta: { errorMessage: "Could not sign out the other sessions" },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
