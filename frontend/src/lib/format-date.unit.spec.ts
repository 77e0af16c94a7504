import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDate, formatDateTime, investorTimeZone, monthKey, setInvestorTimeZone } from "./format";
import { formatLocalDateTime } from "./format-date";

afterEach(() => {
  setInvestorTimeZone(undefined);
  vi.restoreAllMocks();
});

const browserZone = (timeZone: string) =>
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({ timeZone } as Intl.ResolvedDateTimeFormatOptions);

describe("dates in the investor's time zone", () => {
  it("when a credit lands at 23:30 UTC on 31 Oct, then in Lagos it reads 1 Nov 00:30 and falls in November", () => {
    expect(formatDate("2026-10-31T23:30:00Z", "Africa/Lagos")).toBe("01 Nov 2026");
    expect(formatDateTime("2026-10-31T23:30:00Z", "Africa/Lagos")).toBe("01 Nov 2026, 00:30 WAT");
    expect(monthKey("2026-10-31T23:30:00Z", "Africa/Lagos")).toBe("2026-11");
    expect(monthKey("2026-10-31T22:59:00Z", "Africa/Lagos")).toBe("2026-10");
  });

  it("when a time has seconds, then they are never shown", () => {
    expect(formatDateTime("2026-11-27T13:05:59Z", "Africa/Lagos")).toBe("27 Nov 2026, 14:05 WAT");
    expect(formatDate("2026-09-03T12:00:00Z", "Africa/Lagos")).toBe("03 Sep 2026");
  });

  it("when the browser reports UTC or another city, then Africa/Lagos is still the default: screens and mails agree", () => {
    browserZone("UTC");
    expect(investorTimeZone()).toBe("Africa/Lagos");
    expect(formatDateTime("2026-11-27T13:05:00Z")).toBe("27 Nov 2026, 14:05 WAT");
    browserZone("America/New_York");
    expect(formatDateTime("2026-11-27T13:05:00Z")).toBe("27 Nov 2026, 14:05 WAT");
  });

  it("when a profile sets a zone, then times are shown there with its label", () => {
    setInvestorTimeZone("Africa/Nairobi");
    expect(formatDateTime("2026-11-27T13:05:00Z")).toBe("27 Nov 2026, 16:05 EAT");
    expect(formatLocalDateTime("2026-11-27T13:05:00Z")).toBe("27 Nov 2026, 16:05 EAT");
  });

  it("when the date is missing or invalid, then a dash is shown", () => {
    expect(formatDate(undefined)).toBe("-");
    expect(formatDateTime("not a date")).toBe("-");
  });
});
