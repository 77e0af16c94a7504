import { describe, expect, it } from "vitest";
import { repaymentCsv } from "./repayment-csv";

describe("repayment CSV", () => {
  it("when an admin's note starts like a formula, then the downloaded cell is defused and the figures stay numbers", () => {
    const csv = repaymentCsv([
      { at: "2026-03-01T10:00:00.000Z", source: "manual", amount: 25, balanceAfter: -0.5, note: "=IMPORTXML(A1)" },
    ]);
    expect(csv).toBe("Date,Source,Amount Applied,Balance After,Note\r\n2026-03-01T10:00:00.000Z,manual,25.00,-0.50,'=IMPORTXML(A1)");
  });
});
