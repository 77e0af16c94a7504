import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/**
 * POST /api/auth/verify { token }: sent when the /verify page's button is pressed, never on
 * opening the link (a mail scanner that opens it must not verify the address). Single-use.
 */
export function verifyEmail(token: string): Promise<unknown> {
  return apiRequest("/api/auth/verify", { method: "POST", body: { token }, auth: false });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail, retry: false, meta: { errorMessage: "Verification failed." } });
}
