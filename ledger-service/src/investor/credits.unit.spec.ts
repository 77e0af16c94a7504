import { describe, expect, it } from "vitest";
import { investorWithShares, USER, withProfit } from "../../testing/given-when-then.js";

describe("profit credits", () => {
  it("when the same run credits twice, then the second decides nothing", () => {
    const once = withProfit(investorWithShares("2.5"), "2", "run-x");
    expect(withProfit(once, "2", "run-x")).toHaveLength(once.length);
  });

  it("when 2% is credited on 2.5 shares at $100, then $5.00 is credited", () => {
    const events = withProfit(investorWithShares("2.5"), "2");
    expect(events.at(-1)?.data).toMatchObject({
      amount: "5.00",
      transfers: [{ debit: "platform:profit-expense", credit: `investor:${USER}:profit`, amount: "5.00" }],
    });
  });
});
