import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { MessageResponse } from "@/types/api";

/** POST /api/admin/broadcast {subject, message (HTML allowed)} → message. */
export function sendBroadcast(input: { subject: string; message: string }): Promise<MessageResponse> {
  return apiRequest<MessageResponse>("/api/admin/broadcast", { method: "POST", body: input });
}

export function useSendBroadcast() {
  return useMutation({ mutationFn: sendBroadcast, meta: { errorMessage: "Failed to send broadcast." } });
}
