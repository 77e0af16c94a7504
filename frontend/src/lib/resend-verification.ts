import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** POST /api/auth/resend-verification: a new verification link to this email (same answer whatever the email). */
export function resendVerification(email: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>("/api/auth/resend-verification", { method: "POST", body: { email }, auth: false });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification, meta: { errorMessage: "Failed to send verification email." } });
}
