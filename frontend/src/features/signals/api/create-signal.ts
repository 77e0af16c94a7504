import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";
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
  return useInvalidatingMutation(createSignal, "Create failed", [signalsQueryOptions().queryKey]);
}
