import { describe, expect, it } from "vitest";
import { eventTexts, type ProjectedEvent } from "./projection.js";

const event = (commit: bigint, prepare: bigint, iso: string) =>
  ({ position: { commit, prepare }, createdAt: new Date(iso) }) as unknown as ProjectedEvent;

describe("an event's texts", () => {
  it("when events share a commit, or a time, or neither, then each gets its own commit, position and time as text", () => {
    const events = [
      event(700n, 1n, "2026-11-25T01:00:00.000Z"),
      event(700n, 2n, "2026-11-25T01:00:00.000Z"),
      event(700n, 3n, "2026-11-25T01:00:00.001Z"),
      event(701n, 4n, "2026-11-25T01:00:00.001Z"),
      event(4294967296n, 5n, "2026-11-25T02:00:00.000Z"),
    ];
    expect(events.map((e) => eventTexts(e))).toEqual([
      { commit: "700", position: "1", at: "2026-11-25T01:00:00.000Z" },
      { commit: "700", position: "2", at: "2026-11-25T01:00:00.000Z" },
      { commit: "700", position: "3", at: "2026-11-25T01:00:00.001Z" },
      { commit: "701", position: "4", at: "2026-11-25T01:00:00.001Z" },
      { commit: "4294967296", position: "5", at: "2026-11-25T02:00:00.000Z" },
    ]);
    // Formatted once: asked again, the same texts.
    expect(eventTexts(events[2] as ProjectedEvent)).toBe(eventTexts(events[2] as ProjectedEvent));
  });
});
