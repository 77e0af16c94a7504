import { type FetchQueryOptions, keepPreviousData, type QueryClient, type QueryKey, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

type ReadOptions = {
  /** A paged or searched list keeps showing the last page while the next one loads. */
  keepPrevious?: boolean;
  refetchInterval?: number;
};

/**
 * A read's query options: its key, its fetcher and the failure toast's default text (spec §8)
 * in `meta`, the one shape every endpoint's `...QueryOptions()` shares.
 */
export function apiQuery<T, TKey extends QueryKey>(
  queryKey: TKey,
  queryFn: () => Promise<T>,
  errorMessage: string,
  { keepPrevious = false, refetchInterval }: ReadOptions = {},
) {
  return queryOptions({
    queryKey,
    queryFn,
    meta: { errorMessage },
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(refetchInterval === undefined ? {} : { refetchInterval }),
  });
}

/** A list read: GET `path` answers `{ [field]: T[] }`; the list is empty when the answer has none. */
export function apiList<T>(queryKey: QueryKey, path: string, field: string, errorMessage: string) {
  return apiQuery(queryKey, async () => (await apiRequest<Partial<Record<string, T[]>>>(path))?.[field] ?? [], errorMessage);
}

/** A route module's `prefetch` (app/router.tsx): its loader starts the screen's first reads with the screen's own options. */
export function prefetching(...reads: (() => FetchQueryOptions<any, any, any, any>)[]) {
  return (queryClient: QueryClient) => Promise.all(reads.map((read) => queryClient.prefetchQuery(read())));
}
