import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { messageResponse } from "@app/contracts";
import type { z } from "zod";

type MessageResponse = z.infer<typeof messageResponse>;

export type ContactInput = { fullName: string; email: string; message: string };

/** POST /api/contact. */
export function sendContactMessage(input: ContactInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>("/api/contact", { method: "POST", body: input, auth: false });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage, meta: { errorMessage: "Failed to send message." } });
}
