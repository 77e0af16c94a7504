/**
 * useMutation for writes that move money: each call sends an `Idempotency-Key` (one per intent,
 * see IntentKeys) and a second call while one is in flight is dropped, even in the same tick
 * (before the disabled button has re-rendered).
 */
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "@/components/toast";
import { approvalsKey, heldMessage, isHeldForApproval } from "./held-for-approval";
import { IntentKeys } from "./idempotency-key";
import { dashboardQueryOptions } from "./queries/dashboard";
import { profileQueryOptions } from "./queries/profile";
import { invalidateAll } from "./use-invalidating-mutation";

/**
 * The investor's balances: the dashboard (profit, reward, withdrawal hold, loan owed) and the
 * profile the money forms read their balances from, and the activity feed (GET /api/activity, every
 * page and item under ["activity"]). Every money write refreshes them, whatever else it names, so
 * no write leaves a stale balance or feed behind.
 */
export const balanceKeys: readonly QueryKey[] = [dashboardQueryOptions().queryKey, profileQueryOptions().queryKey, ["activity"]];

type MoneyMutationOptions<TVariables, TData> = {
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
  /** The failure toast's default text (spec §8). */
  errorMessage: string;
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  /** The queries the write changes, refreshed on success (a held action's too). */
  invalidates?: readonly QueryKey[];
};

type CallOptions<TData> = {
  onSuccess?: (data: TData) => void;
  /**
   * The server held the action for a second admin (202 `{ message, approval }`): nothing took
   * effect. The toast says so; this closes the form or dialog instead of `onSuccess`.
   */
  onHeld?: () => void;
  onError?: (error: Error) => void;
  onSettled?: () => void;
};

type Sent<TVariables> = { variables: TVariables; idempotencyKey: string };

export function useMoneyMutation<TVariables, TData = unknown>(options: MoneyMutationOptions<TVariables, TData>) {
  const [keys] = useState(() => new IntentKeys());
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: ({ variables, idempotencyKey }: Sent<TVariables>) => options.mutationFn(variables, idempotencyKey),
    meta: { errorMessage: options.errorMessage },
    onSuccess: (data, sent) =>
      Promise.all([
        options.onSuccess?.(data, sent.variables),
        invalidateAll(queryClient, [...balanceKeys, ...(options.invalidates ?? [])]),
      ]),
    onSettled: (_data, error) => {
      inFlight.current = false;
      keys.settle(error);
    },
  });
  const mutate = (variables: TVariables, call: CallOptions<TData> = {}) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const { onHeld, onSuccess, ...rest } = call;
    mutation.mutate(
      { variables, idempotencyKey: keys.keyFor(variables) },
      {
        ...rest,
        onSuccess: (data) => {
          if (!isHeldForApproval(data)) return onSuccess?.(data);
          toast.info(heldMessage(data));
          void queryClient.invalidateQueries({ queryKey: approvalsKey });
          onHeld?.();
        },
      },
    );
  };
  return { mutate, isPending: mutation.isPending, isSuccess: mutation.isSuccess, data: mutation.data, reset: mutation.reset };
}
