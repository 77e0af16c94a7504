import { postWithKey } from "@/lib/api-client";
import { useMoneyMutation } from "@/lib/use-money-mutation";

export type SentBroadcast = { message?: string; broadcastId?: string; recipients?: number };

/**
 * POST /api/admin/broadcast {subject, message (HTML allowed)} → message, broadcastId, recipients.
 * It reaches every user, so it goes like a money write: one Idempotency-Key per intent (the
 * server gives back the first broadcast for a repeated key).
 */
export const sendBroadcast = postWithKey<{ subject: string; message: string; code?: string }, SentBroadcast>("/api/admin/broadcast");

export function useSendBroadcast() {
  return useMoneyMutation({ mutationFn: sendBroadcast, errorMessage: "Failed to send broadcast." });
}
