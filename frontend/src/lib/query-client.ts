/**
 * One QueryClient. A query or mutation that names `meta.errorMessage` gets a failure toast:
 * the server's `message` when present, else that default text (spec §8). Queries without it
 * (dashboard, announcement) only log.
 */
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { toast } from "@/components/toast";
import { errorText } from "./api-client";
import { isVerificationRequired, markVerificationRequired } from "./verification-required";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { errorMessage?: string };
    mutationMeta: { errorMessage?: string };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const message = query.meta?.errorMessage;
        if (message) toast.error(errorText(error, message));
        else console.error(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // An unverified account's money write: the notice offers to resend the link.
        if (isVerificationRequired(error)) markVerificationRequired();
        const message = mutation.meta?.errorMessage;
        if (message) toast.error(errorText(error, message));
        else console.error(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}
