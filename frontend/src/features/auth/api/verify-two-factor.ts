import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { Session } from "./login";

/** POST /api/auth/2fa/verify: the login's challenge and an authenticator or recovery code → token and user. */
export function verifyTwoFactor(input: { challenge: string; code: string }): Promise<Session> {
  return apiRequest<Session>("/api/auth/2fa/verify", { method: "POST", body: input, auth: false });
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor, meta: { errorMessage: "Login failed. Please try again." } });
}
