import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { messageResponse } from "@app/contracts";
import type { z } from "zod";

type MessageResponse = z.infer<typeof messageResponse>;

/** POST /api/auth/reset-password → message. */
export function resetPassword(input: { token: string; newPassword: string }): Promise<MessageResponse> {
  return apiRequest("/api/auth/reset-password", { method: "POST", body: input, auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { errorMessage: "Reset failed." } });
}
