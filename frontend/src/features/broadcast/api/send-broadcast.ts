import { apiRequest } from "@/lib/api-client";
import { useMoneyMutation } from "@/lib/use-money-mutation";

export type SentBroadcast = { message?: string; broadcastId?: string; recipients?: number };

/**
 * POST /api/admin/broadcast {subject, message (HTML allowed)} → message, broadcastId, recipients.
 * It reaches every user, so it goes like a money write: one Idempotency-Key per intent (the
 * server gives back the first broadcast for a repeated key).
 */
export function sendBroadcast(input: { subject: string; message: string; code?: string }, idempotencyKey?: string): Promise<SentBroadcast> {
  return apiRequest<SentBroadcast>("/api/admin/broadcast", { method: "POST", body: input, idempotencyKey });
}

export function useSendBroadcast() {
  return useMoneyMutation({ mutationFn: sendBroadcast, errorMessage: "Failed to send broadcast." });
}
