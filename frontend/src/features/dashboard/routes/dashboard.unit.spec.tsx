import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, signIn, stubFetch } from "@/testing/render";
import DashboardRoute from "./dashboard";

const investor = {
  _id: "u1",
  fullName: "Ada Obi",
  email: "ada@example.com",
  sharesOwned: 2.5,
  profitBalance: 3.1,
  referralRewardBalance: 0.4,
  withdrawalHold: 20,
  loanOwed: 110,
  remaining: 95.5,
  pricePerShare: 100,
  estimatedShareValue: 250,
};
const purchase = {
  _id: "p1",
  numberOfShares: 2,
  amount: 200,
  status: "Pending",
  paymentMethod: "TRC20",
  createdAt: "2026-11-27T10:00:00Z",
};

function serve(user: Record<string, unknown>, purchases: unknown[], profile: Record<string, unknown> = {}) {
  return stubFetch((url) => {
    if (url === "/api/user/dashboard") return { body: { user } };
    if (url === "/api/shares/mine") return { body: { purchases } };
    if (url === "/api/user/me") return { body: { _id: "u1", emailVerified: false, twoFactorEnabled: false, ...profile } };
    if (url === "/api/admin/share-price") return { body: { pricePerShare: 100 } };
    if (url === "/api/user/balance-history") return { body: { points: [] } };
    if (url === "/api/shares/sell-back/mine") return { body: { sellBacks: [] } };
    return undefined;
  });
}

describe("/dashboard", () => {
  it("when an investor has shares and money in flight, then one headline shows the total value, and the pending purchase, the held withdrawal and the loan owed show with links", async () => {
    signIn();
    serve(investor, [purchase]);
    renderWithApp(<DashboardRoute />, { path: "/dashboard" });
    expect(await screen.findByTestId("total-value")).toHaveTextContent("$253.50");
    expect(screen.getByText(/This week's profit/)).toHaveTextContent("$0.00");
    expect(screen.getByText("Withdrawable once your balance reaches $5.27")).toBeInTheDocument();
    const headline = screen.getByRole("region", { name: "Total value" });
    expect(within(headline).getByRole("link", { name: "Withdraw" })).toHaveAttribute("href", "/withdraw");
    expect(within(headline).getByRole("link", { name: "Buy Shares" })).toHaveAttribute("href", "/join?remaining=95.5");
    const flight = await screen.findByRole("region", { name: "Money in flight" });
    expect(flight).toHaveTextContent("Purchases in review");
    expect(flight).toHaveTextContent("$200.00");
    expect(flight).toHaveTextContent("Withdrawals in review");
    expect(flight).toHaveTextContent("$20.00");
    expect(flight).toHaveTextContent("Loan owed");
    expect(flight).toHaveTextContent("$110.00");
    expect(within(flight).getByRole("link", { name: "See loan" })).toHaveAttribute("href", "/loans");
    expect(within(flight).getByRole("link", { name: "All activity" })).toHaveAttribute("href", "/activity");
  });

  it("when a new investor opens the dashboard, then the first steps show (verify email, 2FA, first purchase) instead of zeros", async () => {
    signIn();
    serve(
      {
        ...investor,
        sharesOwned: 0,
        profitBalance: 0,
        referralRewardBalance: 0,
        withdrawalHold: 0,
        loanOwed: 0,
        estimatedShareValue: 0,
        remaining: 100,
      },
      [],
      {
        emailVerified: true,
      },
    );
    renderWithApp(<DashboardRoute />, { path: "/dashboard" });
    const steps = await screen.findByRole("region", { name: "Your first steps" });
    expect(steps).toHaveTextContent("Verify your email address");
    expect(steps).toHaveTextContent("Done");
    expect(steps).toHaveTextContent("Turn on two-factor authentication");
    expect(within(steps).getByRole("link", { name: "Buy Shares" })).toHaveAttribute("href", "/join?remaining=100");
    expect(screen.queryByText("Shares Owned")).not.toBeInTheDocument();
  });
});
