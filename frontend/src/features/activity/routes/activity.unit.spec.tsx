import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, signIn, stubFetch } from "@/testing/render";
import ActivityRoute from "./activity";

describe("/activity", () => {
  it("when the investor has a purchase, a withdrawal and a loan, then one feed lists them newest first with amounts, trackers and the rejection reason", async () => {
    signIn();
    stubFetch((url) => {
      if (url === "/api/shares/mine")
        return {
          body: {
            purchases: [
              {
                _id: "p1",
                numberOfShares: 2,
                amount: 200,
                paymentMethod: "TRC20",
                txId: null,
                status: "Rejected",
                createdAt: "2026-11-26T10:00:00Z",
                decidedAt: "2026-11-27T10:00:00Z",
                rejectionReason: "No payment arrived",
              },
            ],
          },
        };
      if (url.startsWith("/api/withdrawals?"))
        return {
          body: {
            withdrawals: [
              {
                _id: "w1",
                amount: 20,
                fee: 1,
                net: 19,
                wallet: "T1",
                network: "USDT TRC20",
                source: "profit",
                status: "Pending",
                createdAt: "2026-11-28T10:00:00Z",
                decidedAt: null,
                rejectionReason: null,
              },
            ],
          },
        };
      if (url === "/api/shares/sell-back/mine") return { body: { sellBacks: [] } };
      if (url === "/api/loans/summary") return { status: 404, body: { message: "No loan found" } };
      if (url.startsWith("/api/notifications")) return { body: { notifications: [], unread: 0, totalPages: 1 } };
      return undefined;
    });
    renderWithApp(<ActivityRoute />, { path: "/activity" });
    const withdrawal = await screen.findByRole("link", { name: "Withdrawal from profit balance" });
    const purchase = screen.getByRole("link", { name: "Purchase of 2 share(s)" });
    expect(withdrawal.compareDocumentPosition(purchase) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(withdrawal).toHaveAttribute("href", "/activity/withdrawal-w1");
    const withdrawalRow = withdrawal.closest("li") as HTMLElement;
    expect(withdrawalRow).toHaveTextContent("−$20.00");
    expect(within(withdrawalRow).getByText("In review").closest("li")).toHaveAttribute("aria-current", "step");
    expect(screen.getByText("Reason: No payment arrived")).toBeInTheDocument();
  });
});
