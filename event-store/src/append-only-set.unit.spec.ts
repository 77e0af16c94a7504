import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AppendOnlySet, withValue } from "./append-only-set.js";

describe("the append-only set a fold keeps its ids in", () => {
  it("when a version is extended, then the earlier version still holds exactly what it held", () => {
    const empty: ReadonlySet<string> = new Set<string>();
    const one = withValue(empty, "run-1");
    const two = withValue(one, "run-2");
    expect(empty.has("run-1")).toBe(false);
    expect([one.has("run-1"), one.has("run-2"), one.size]).toEqual([true, false, 1]);
    expect([two.has("run-1"), two.has("run-2"), two.size]).toEqual([true, true, 2]);
    expect([...two]).toEqual(["run-1", "run-2"]);
  });

  it("when an older version is extended again (a branch), then neither branch sees the other's value", () => {
    const base = AppendOnlySet.of(["a"]);
    const left = base.with("b");
    const right = base.with("c");
    expect([...left]).toEqual(["a", "b"]);
    expect([...right]).toEqual(["a", "c"]);
    expect([left.has("c"), right.has("b"), base.has("b"), base.has("c")]).toEqual([false, false, false, false]);
  });

  it("when the same id is added twice, then it is held once", () => {
    const s = AppendOnlySet.of(["x"]).with("x");
    expect(s.size).toBe(1);
    expect([...s.entries()]).toEqual([["x", "x"]]);
  });

  it("behaves like a copied Set for any sequence of additions to any earlier version", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(), fc.constantFrom("a", "b", "c", "d", "e", "f"))), (steps) => {
        const versions: Array<{ ours: ReadonlySet<string>; model: Set<string> }> = [{ ours: new Set(), model: new Set() }];
        for (const [pick, value] of steps) {
          const from = versions[pick % versions.length] as (typeof versions)[number];
          versions.push({ ours: withValue(from.ours, value), model: new Set([...from.model, value]) });
        }
        for (const { ours, model } of versions) {
          expect([...ours]).toEqual([...model]);
          expect(ours.size).toBe(model.size);
          for (const v of ["a", "b", "c", "d", "e", "f"]) expect(ours.has(v)).toBe(model.has(v));
        }
      }),
    );
  });
});
