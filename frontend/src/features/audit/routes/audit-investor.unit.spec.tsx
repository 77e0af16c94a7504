import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, signIn, stubFetch } from "@/testing/render";
import type { InvestorStream } from "../api/types";
import AuditInvestorRoute from "./audit-investor";

const event = (
  version: number,
  type: string,
  transfers: InvestorStream["events"][number]["transfers"],
  balancesAfter: Record<string, string>,
) => ({
  version,
  position: String(version * 10),
  eventId: `e${version}`,
  type,
  at: `2025-03-0${version}T10:00:00.000Z`,
  actor: null,
  data: {},
  transfers,
  balancesAfter,
});
const stream: InvestorStream = {
  userId: "u1",
  fullName: "Ife Ledger",
  email: "ife@example.com",
  events: [
    event(1, "SharePurchaseApproved", [], {}),
    {
      ...event(2, "ProfitCredited", [{ debit: "platform:profit-expense", credit: "investor:u1:profit", amount: "5.00" }], {
        profit: "5.00",
      }),
      actor: "profit-run",
      requestedBy: "admin-a",
      requestedByName: "Ben Admin",
      approvedBy: "admin-b",
      approvedByName: "Cy Admin",
    },
    event(3, "WithdrawalRequested", [{ debit: "investor:u1:profit", credit: "investor:u1:withdrawal-hold", amount: "1234.5" }], {
      profit: "-1229.50",
      "withdrawal-hold": "1234.50",
      "loan-receivable": "-250.00",
    }),
  ],
};

describe("investor stream view", () => {
  it("when the stream loads, then each event shows who made it (both admins for an approved action), its transfers and the balances after it", async () => {
    signIn({ isAdmin: true });
    stubFetch((url) => (url === "/api/audit/investors/u1/stream" ? { body: stream } : undefined));
    const { router } = renderWithApp(<p>start</p>, {
      path: "/start",
      extraRoutes: [{ path: "/audit/investors/:userId", element: <AuditInvestorRoute /> }],
    });
    await router.navigate("/audit/investors/u1");
    const profitRow = await screen.findByRole("row", { name: /ProfitCredited/ });
    expect(profitRow).toHaveTextContent("platform:profit-expense → profit: 5.00");
    // Four eyes: the audit view names both admins of an approved action.
    expect(profitRow).toHaveTextContent("asked by Ben Admin, id admin-a, approved by Cy Admin, id admin-b");
    expect(screen.getByText("Ben Admin")).toHaveAttribute("title", "admin-a");
    expect(screen.getByText("Cy Admin")).toHaveAttribute("title", "admin-b");
    const holdRow = screen.getByRole("row", { name: /WithdrawalRequested/ });
    expect(holdRow).toHaveTextContent("profit → withdrawal-hold: 1,234.50");
    expect([...holdRow.querySelectorAll("td")].slice(-4).map((cell) => cell.textContent)).toEqual([
      "-1,229.50",
      "0.00",
      "1,234.50",
      "250.00",
    ]);
    expect(screen.getByRole("row", { name: /SharePurchaseApproved/ })).toHaveTextContent("none");
    // The loan receivable (an asset) reads as a positive debit balance, never as a negative number.
    expect(screen.getByText("Loan receivable").nextElementSibling).toHaveTextContent("250.00");
    expect(screen.getByRole("img", { name: /Profit and reward balance over the stream/ })).toBeInTheDocument();
  });
});
