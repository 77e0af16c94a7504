import type { SharePurchaseItem } from "@app/contracts";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { PurchasesList } from "./purchases-list";

const purchase = (id: string, status: SharePurchaseItem["status"], rejectionReason: string | null): SharePurchaseItem => ({
  _id: id,
  user: { _id: "u-1", fullName: "Ada Investor", email: "ada@example.com" },
  numberOfShares: 2,
  pricePerShare: 100,
  amount: 200,
  paymentMethod: "BEP20",
  proof: "/uploads/proof.png",
  referralCode: null,
  chainCheck: { status: "unchecked", amount: null, confirmations: null, reason: null, explorerUrl: null, checkedAt: null },
  txId: null,
  status,
  createdAt: "2026-11-02T10:00:00.000Z",
  decidedAt: status === "Pending" ? null : "2026-11-03T10:00:00.000Z",
  rejectionReason,
});

describe("the investor's purchase list", () => {
  it("when a purchase was rejected with a reason, then its row says why; an approved one and a reasonless rejection say no reason", () => {
    render(
      <MemoryRouter>
        <PurchasesList
          purchases={[
            purchase("p-rejected", "Rejected", "Payment not received"),
            purchase("p-approved", "Approved", null),
            purchase("p-silent", "Rejected", null),
          ]}
        />
      </MemoryRouter>,
    );
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText("Reason: Payment not received")).toBeInTheDocument();
    for (const row of rows.slice(1)) expect(within(row).queryByText(/Reason:/)).toBeNull();
  });
});
