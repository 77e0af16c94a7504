import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** POST /api/auth/forgot-password. */
export function forgotPassword(email: string): Promise<unknown> {
  return apiRequest("/api/auth/forgot-password", { method: "POST", body: { email }, auth: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { errorMessage: "Failed to send reset email." } });
}
