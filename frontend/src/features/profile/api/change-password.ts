import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** POST /api/auth/change-password → a fresh token (every other session has ended). */
export function changePassword(input: { currentPassword: string; newPassword: string }): Promise<{ message: string; token: string }> {
  return apiRequest("/api/auth/change-password", { method: "POST", body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { errorMessage: "Could not change the password" } });
}
