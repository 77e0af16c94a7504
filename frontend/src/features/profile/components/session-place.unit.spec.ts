import { describe, it } from "vitest";
import { expectOutputs } from "@/testing/expect-outputs";
import { sessionPlace } from "./session-place";

describe("where a session signed in from", () => {
  it("when the address is IPv4 wrapped as IPv6 or loopback, then it reads as a place, never '::ffff:127.0.0.1'", () => {
    expectOutputs(sessionPlace, {
      "::ffff:127.0.0.1": "This computer",
      "::1": "This computer",
      "::ffff:192.168.1.20": "Local network",
      "::ffff:102.89.34.7": "Internet address 102.89.34.7",
      "": "Unknown place",
    });
  });
});
