import { describe, expect, it } from "vitest";
import { sessionPlace } from "./session-place";

describe("where a session signed in from", () => {
  it("when the address is IPv4 wrapped as IPv6 or loopback, then it reads as a place, never '::ffff:127.0.0.1'", () => {
    expect(sessionPlace("::ffff:127.0.0.1")).toBe("This computer");
    expect(sessionPlace("::1")).toBe("This computer");
    expect(sessionPlace("::ffff:192.168.1.20")).toBe("Local network");
    expect(sessionPlace("::ffff:102.89.34.7")).toBe("Internet address 102.89.34.7");
    expect(sessionPlace("")).toBe("Unknown place");
  });
});
