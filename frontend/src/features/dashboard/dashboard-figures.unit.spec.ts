import { describe, expect, it } from "vitest";
import { totalValue, weekProfit, withdrawableFrom } from "./dashboard-figures";

describe("dashboard figures", () => {
  it("when shares and balances are held, then the total value adds shares at the current price to both withdrawable balances, to the cent", () => {
    expect(totalValue({ estimatedShareValue: 250, profitBalance: 10.1, referralRewardBalance: 0.2 })).toBe("260.30");
  });

  it("when the profit balance rose and fell this week, then the week's profit counts only the credits of the last 7 days", () => {
    const now = Date.parse("2026-11-28T12:00:00Z");
    const points = [
      { at: "2026-11-10T10:00:00Z", profitBalance: 0 },
      { at: "2026-11-12T10:00:00Z", profitBalance: 5 },
      { at: "2026-11-22T10:00:00Z", profitBalance: 10 },
      { at: "2026-11-23T10:00:00Z", profitBalance: 4 },
      { at: "2026-11-27T10:00:00Z", profitBalance: 9.01 },
    ];
    expect(weekProfit(points, now)).toBe("10.01");
    expect(weekProfit([], now)).toBe("0.00");
  });

  it("when both balances are below the smallest withdrawal, then the line names $5.27; at $5.27 it disappears", () => {
    expect(withdrawableFrom({ profitBalance: 5.26, referralRewardBalance: 1 })).toBe("5.27");
    expect(withdrawableFrom({ profitBalance: 0, referralRewardBalance: 5.27 })).toBeNull();
  });
});
