import { useMutation, useQueryClient } from "@tanstack/react-query";
import { twoFactorStatusQueryOptions } from "./get-two-factor-status";
import { sessionsQueryOptions } from "./sessions";
import { apiRequest } from "@/lib/api-client";

export type TwoFactorSetup = { secret: string; otpauthUrl: string };

/** POST /api/auth/2fa/setup → a new secret and its otpauth:// URL (pending until enabled). */
export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: () => apiRequest<TwoFactorSetup>("/api/auth/2fa/setup", { method: "POST", body: {} }),
    meta: { errorMessage: "Could not start the setup" },
  });
}

/** POST /api/auth/2fa/enable (→ recovery codes) and /disable, each with a code and the password; the other sessions end. */
export function useTwoFactorSwitch(action: "enable" | "disable") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; password: string }) =>
      apiRequest<{ message: string; recoveryCodes?: string[] }>(`/api/auth/2fa/${action}`, { method: "POST", body: input }),
    meta: { errorMessage: action === "enable" ? "Could not turn two-factor authentication on" : "Could not turn it off" },
    // Not awaited: the caller's own onSuccess (showing the recovery codes) must run before the
    // refreshed status says "on" and unmounts the form that made the call (its callbacks would be lost).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey });
    },
  });
}
