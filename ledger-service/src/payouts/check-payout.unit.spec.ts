import { describe, expect, it } from "vitest";
import { nextCheckDelayMs } from "./check-payout.js";

describe("the spacing of a payout's checks", () => {
  it("when a payout is not final yet, then it is checked every 5 s for 5 minutes, then every minute, and no more after 25 hours", () => {
    expect(nextCheckDelayMs(0)).toBe(5_000);
    expect(nextCheckDelayMs(59)).toBe(5_000);
    expect(nextCheckDelayMs(60)).toBe(60_000);
    const total = Array.from({ length: 5000 }, (_, i) => nextCheckDelayMs(i)).reduce<number>((sum, d) => sum + (d ?? 0), 0);
    expect(total).toBe(5 * 60_000 + 25 * 3_600_000);
    expect(nextCheckDelayMs(60 + 25 * 60)).toBeNull();
  });
});
