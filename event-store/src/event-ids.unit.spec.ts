import { describe, expect, it } from "vitest";
import { deterministicEventId } from "./event-ids.js";

const run = "2b0c6a52-5f0e-4a8e-9d1b-3c7f1e2a9b10";
const user = "7d4e8f21-0a3b-4c5d-8e9f-102132435465";

describe("deterministic event ids", () => {
  it("when a run's credit id is derived again, by any release, then it is the id earlier releases stored", () => {
    // Values stored by the releases before this one: a changed derivation would let a rerun of an
    // old run credit everyone a second time.
    expect(deterministicEventId(run, user, "0")).toBe("17d71078-8ec7-575b-966d-6636d78699e7");
    expect(deterministicEventId(run, "started")).toBe("ebfb4499-7665-5989-b708-086bdea7678b");
  });

  it("when the parts differ, then the ids differ, and each is a version-5 UUID", () => {
    const ids = new Set([deterministicEventId(run, user, "0"), deterministicEventId(run, user, "1"), deterministicEventId(user, run, "0")]);
    expect(ids.size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
