import { INSUFFICIENT_PROFIT } from "@app/contracts/messages";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { IntentKeys } from "./idempotency-key";

describe("IntentKeys", () => {
  it("when the same payload is sent twice before an answer, then both carry the same key", () => {
    const keys = new IntentKeys();
    expect(keys.keyFor({ id: "w1" })).toBe(keys.keyFor({ id: "w1" }));
  });

  it("when the payload changes, then a new intent gets a new key", () => {
    const keys = new IntentKeys();
    expect(keys.keyFor({ percentage: 2 })).not.toBe(keys.keyFor({ percentage: 3 }));
  });

  it("when the request succeeded, then the next submission of the same payload gets a new key", () => {
    const keys = new IntentKeys();
    const first = keys.keyFor("w1");
    keys.settle(null);
    expect(keys.keyFor("w1")).not.toBe(first);
  });

  it.each([
    ["a network error", new TypeError("Failed to fetch")],
    ["a 503", new ApiError(503, undefined)],
    ["a 409 (still being processed)", new ApiError(409, "A request with this Idempotency-Key is still being processed")],
    ["a 429", new ApiError(429, undefined)],
  ])("when the outcome is open after %s, then a retry reuses the key", (_case, error) => {
    const keys = new IntentKeys();
    const first = keys.keyFor("w1");
    keys.settle(error);
    expect(keys.keyFor("w1")).toBe(first);
  });

  it("when the server refused with a 400, then a new attempt gets a new key", () => {
    const keys = new IntentKeys();
    const first = keys.keyFor("w1");
    keys.settle(new ApiError(400, INSUFFICIENT_PROFIT));
    expect(keys.keyFor("w1")).not.toBe(first);
  });
});
