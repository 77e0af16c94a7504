import { keepPreviousData, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { apiQuery, prefetching } from "./api-query";

describe("apiQuery", () => {
  it("when a read is declared, then its failure text is in meta and a paged list keeps the last page only when asked", () => {
    const fetcher = () => Promise.resolve([]);
    const plain = apiQuery(["a"], fetcher, "Failed to load a");
    expect(plain).toMatchObject({ queryKey: ["a"], queryFn: fetcher, meta: { errorMessage: "Failed to load a" } });
    expect(plain).not.toHaveProperty("placeholderData");
    expect(plain).not.toHaveProperty("refetchInterval");
    const paged = apiQuery(["b", 2], fetcher, "Failed to load b", { keepPrevious: true, refetchInterval: 5000 });
    expect(paged).toMatchObject({ placeholderData: keepPreviousData, refetchInterval: 5000 });
  });

  it("when a route prefetches its reads, then each read's data is in the cache before the screen asks", async () => {
    const queryClient = new QueryClient();
    const prefetch = prefetching(
      () => apiQuery(["a"], () => Promise.resolve("first"), "Failed"),
      () => apiQuery(["b"], () => Promise.resolve("second"), "Failed"),
    );
    await prefetch(queryClient);
    expect([queryClient.getQueryData(["a"]), queryClient.getQueryData(["b"])]).toEqual(["first", "second"]);
  });
});
