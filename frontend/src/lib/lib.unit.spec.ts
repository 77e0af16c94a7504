import { describe, expect, it } from "vitest";
import { fakeToken } from "@/testing/render";
import { ApiError, errorText } from "./api-client";
import { formatDate, formatUsd } from "./format";
import { decodeTokenPayload, isAdminToken } from "./jwt";
import { cappedPercent, formatPercent } from "./progress";

describe("progress", () => {
  it("when part exceeds whole, then the percent is capped at 100", () => {
    expect(cappedPercent(150, 100)).toBe(100);
    expect(cappedPercent(1, 3)).toBe(33.3);
    expect(cappedPercent(1, 0)).toBe(0);
    expect(formatPercent(120)).toBe("100.0%");
  });
});

describe("format", () => {
  it("amounts show two decimals and dates read dd MMM yyyy", () => {
    expect(formatUsd(5)).toBe("$5.00");
    expect(formatUsd(1234.5)).toBe("$1,234.50");
    expect(formatUsd(-2)).toBe("-$2.00");
    expect(formatDate("2025-03-04T10:00:00Z")).toBe("04 Mar 2025");
  });
});

describe("jwt", () => {
  it("reads isAdmin from the payload; undecodable tokens give null", () => {
    expect(isAdminToken(fakeToken({ isAdmin: true }))).toBe(true);
    expect(isAdminToken(fakeToken({ isAdmin: false }))).toBe(false);
    expect(decodeTokenPayload("garbage")).toBeNull();
    expect(decodeTokenPayload("a.!!!.c")).toBeNull();
  });
});

describe("errorText", () => {
  it("prefers the server's message, else the default", () => {
    expect(errorText(new ApiError(400, "Insufficient funds"), "Request failed")).toBe("Insufficient funds");
    expect(errorText(new ApiError(500, undefined), "Request failed")).toBe("Request failed");
    expect(errorText(new TypeError("network"), "Request failed")).toBe("Request failed");
  });
});
