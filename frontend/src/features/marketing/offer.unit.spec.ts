import { describe, expect, it } from "vitest";
import { offer } from "./offer";

describe("the offer as the public pages state it", () => {
  it("when the contracts' constants are read, then prices and counts are written the way a reader expects ($100, $50, 2,500, $250,000)", () => {
    expect(offer).toEqual({
      sharePrice: "$100",
      minimumShares: "0.5",
      minimumPurchase: "$50",
      supply: "2,500",
      raise: "$250,000",
      ownershipCap: "100",
    });
  });
});
