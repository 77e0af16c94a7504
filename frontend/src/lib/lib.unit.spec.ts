import { describe, expect, it } from "vitest";
import { setCsrfCookie, signIn, stubFetch } from "@/testing/render";
import { ApiError, apiRequest, errorText } from "./api-client";
import { getStoredUser, isAdminUser, isAuditorUser } from "./auth-storage";
import { formatDate, formatUsd } from "./format";
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

describe("the session (an HttpOnly cookie the page never reads)", () => {
  it("roles come from the stored user record", () => {
    expect(isAdminUser(null)).toBe(false);
    signIn({ isAdmin: true });
    expect(isAdminUser(getStoredUser())).toBe(true);
    signIn({ isAuditor: true });
    expect([isAdminUser(getStoredUser()), isAuditorUser(getStoredUser())]).toEqual([false, true]);
  });

  it("when the page writes, then the browser's cookies go along and the CSRF cookie's value is sent as X-CSRF-Token; reads send no CSRF header and nothing sends a bearer token", async () => {
    signIn();
    setCsrfCookie("csrf%2Eof.session");
    const fetchMock = stubFetch(() => ({ body: {} }));
    await apiRequest("/api/user/me");
    await apiRequest("/api/user/me", { method: "PUT", body: { fullName: "Ada" } });
    const [read, write] = fetchMock.mock.calls.map(([, init]) => init as RequestInit & { headers: Record<string, string> });
    expect([read?.credentials, write?.credentials]).toEqual(["same-origin", "same-origin"]);
    expect(read?.headers["X-CSRF-Token"]).toBeUndefined();
    expect(write?.headers["X-CSRF-Token"]).toBe("csrf.of.session");
    expect([read?.headers.Authorization, write?.headers.Authorization]).toEqual([undefined, undefined]);
    setCsrfCookie(null);
  });

  it("when a signed-in request gets 401 (the session ended), then the stored session is cleared; a 401 on a public call (a wrong password) keeps it", async () => {
    signIn();
    stubFetch(() => ({ status: 401, body: { message: "Invalid email or password" } }));
    await expect(apiRequest("/api/auth/login", { method: "POST", body: {}, auth: false })).rejects.toBeInstanceOf(ApiError);
    expect(getStoredUser()).not.toBeNull();
    await expect(apiRequest("/api/user/me")).rejects.toBeInstanceOf(ApiError);
    expect(getStoredUser()).toBeNull();
  });
});

describe("errorText", () => {
  it("prefers the server's message, else the default", () => {
    expect(errorText(new ApiError(400, "Insufficient funds"), "Request failed")).toBe("Insufficient funds");
    expect(errorText(new ApiError(500, undefined), "Request failed")).toBe("Request failed");
    expect(errorText(new TypeError("network"), "Request failed")).toBe("Request failed");
  });
});
