import { type QueryKey, type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";

/** Refreshes every query under the given keys; the returned promise settles when all have. */
export function invalidateAll(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * useMutation for a plain write: the failure toast's default text (spec §8) in `meta`, and on
 * success the queries it changes are refreshed before the caller's own onSuccess runs.
 */
export function useInvalidatingMutation<TVariables, TData = unknown>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  errorMessage: string,
  invalidates: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, meta: { errorMessage }, onSuccess: () => invalidateAll(queryClient, invalidates) });
}
