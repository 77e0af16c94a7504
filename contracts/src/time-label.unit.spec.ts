import { describe, expect, it } from "vitest";
import { canonicalTimeZone, formatDayLabel, formatTimeLabel, zoneLabel } from "./time-label.js";

describe("one clock", () => {
  it("when a time is read in Lagos, then it says the day, the minute and WAT", () => {
    expect(formatTimeLabel("2026-11-28T15:19:42Z")).toBe("28 Nov 2026, 16:19 WAT");
    expect(formatTimeLabel(new Date("2026-11-28T15:19:00Z"), "Africa/Lagos")).toBe("28 Nov 2026, 16:19 WAT");
  });

  it("when a credit lands at 23:30 UTC on 31 Oct, then in Lagos it reads 1 Nov, 00:30 WAT", () => {
    expect(formatTimeLabel("2026-10-31T23:30:00Z")).toBe("01 Nov 2026, 00:30 WAT");
    expect(formatDayLabel("2026-10-31T23:30:00Z")).toBe("01 Nov 2026");
  });

  it("when the investor's zone is elsewhere, then the time and its label follow it", () => {
    expect(formatTimeLabel("2026-11-28T15:19:00Z", "Africa/Nairobi")).toBe("28 Nov 2026, 18:19 EAT");
    expect(formatTimeLabel("2026-07-01T12:00:00Z", "Europe/London")).toBe("01 Jul 2026, 13:00 BST");
    expect(zoneLabel("UTC")).toBe("UTC");
  });

  it("when the zone is unknown or the date invalid, then Lagos is used or a dash is shown", () => {
    expect(formatTimeLabel("2026-11-28T15:19:00Z", "Mars/Olympus")).toBe("28 Nov 2026, 16:19 WAT");
    expect(formatTimeLabel("not a date")).toBe("-");
    expect(formatTimeLabel(undefined)).toBe("-");
  });

  it("when a person picks a zone, then only Intl's IANA zones are accepted, in Intl's spelling", () => {
    expect(canonicalTimeZone("Africa/Lagos")).toBe("Africa/Lagos");
    expect(canonicalTimeZone("UTC")).toBe("UTC");
    expect(canonicalTimeZone("america/argentina/buenos_aires")).toMatch(/^America\/(Argentina\/)?Buenos_Aires$/);
    expect(canonicalTimeZone("africa/nairobi")).toBe("Africa/Nairobi");
    for (const bad of ["Mars/Olympus", "+01:00", "EST5EDT", "", "Africa/Lagos; DROP TABLE users", "../../etc/passwd"])
      expect(canonicalTimeZone(bad)).toBeNull();
  });
});
