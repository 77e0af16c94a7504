import { describe, expect, it } from "vitest";
import { BatchedLookup } from "./batched-lookup.js";

describe("BatchedLookup", () => {
  it("when lookups arrive while statements are in flight, then they share later statements and each gets its own row", async () => {
    const calls: string[][] = [];
    const lookup = new BatchedLookup<string>(
      async (keys) => {
        calls.push(keys);
        await new Promise((r) => setTimeout(r, 5));
        return new Map(keys.filter((k) => k !== "missing").map((k) => [k, `row of ${k}`]));
      },
      1,
      4,
    );
    const keys = ["a", "b", "a", "missing", "c", "d", "e", "f"];
    const rows = await Promise.all(keys.map((k) => lookup.get(k)));
    expect(rows).toEqual(keys.map((k) => (k === "missing" ? null : `row of ${k}`)));
    // One alone at once, then at most 4 per statement, a key asked twice in one statement once.
    expect(calls).toEqual([["a"], ["b", "a", "missing", "c"], ["d", "e", "f"]]);
  });

  it("when a statement fails, then only its lookups fail and the next ones are served", async () => {
    let fail = true;
    const lookup = new BatchedLookup<number>(async (keys) => {
      if (fail) {
        fail = false;
        throw new Error("connection lost");
      }
      return new Map(keys.map((k) => [k, k.length]));
    });
    await expect(lookup.get("first")).rejects.toThrow("connection lost");
    expect(await lookup.get("second")).toBe(6);
  });
});
