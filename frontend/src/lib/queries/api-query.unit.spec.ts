import { keepPreviousData } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { apiQuery } from "./api-query";

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
});
