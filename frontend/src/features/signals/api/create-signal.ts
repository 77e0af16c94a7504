import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { signalsQueryOptions } from "./get-signals";

export type NewSignal = {
  title: string;
  content: string;
  entry: string;
  target: string;
  stopLoss: string;
  leverage: string;
  risk: string;
};

/** POST /api/signals. */
export function createSignal(input: NewSignal): Promise<unknown> {
  return apiRequest("/api/signals", { method: "POST", body: input });
}

export function useCreateSignal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSignal,
    meta: { errorMessage: "Create failed" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signalsQueryOptions().queryKey }),
  });
}
