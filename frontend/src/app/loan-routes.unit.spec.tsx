import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signIn, stubFetch } from "@/testing/render";
import { renderApp } from "@/testing/render-app";

describe("the loan pages' paths", () => {
  it.each(["/loan-dashboard", "/loan-dashbord", "/loan-summary", "/repayment-history", "/loan-request"])(
    "when an investor opens the old path %s, then /loans opens",
    async (old) => {
      signIn();
      stubFetch((url) => (url === "/api/loans/summary" ? { status: 404, body: { message: "No loan found" } } : undefined));
      const router = renderApp(old);
      await waitFor(() => expect(router.state.location.pathname).toBe("/loans"));
      expect(await screen.findByRole("heading", { name: "Loans", level: 1 })).toBeInTheDocument();
    },
  );

  it("when an investor opens /manual-loan-payment, then it stays its own page with a link back to /loans", async () => {
    signIn();
    stubFetch((url) =>
      url === "/api/config/wallets"
        ? { body: { repayment: "TMW3gCGFve4AzBCioa8gjgacEWVs46BctG", repaymentNetwork: "USDT TRC20" } }
        : url === "/api/loans/summary"
          ? { body: { loanId: "l1", amountRequested: 100, companyCharge: 10, totalPayable: 110, remaining: 110, status: "Approved" } }
          : undefined,
    );
    const router = renderApp("/manual-loan-payment");
    expect(await screen.findByRole("heading", { name: "Manual Loan Payment" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/manual-loan-payment");
    expect(await screen.findByText(/Send only USDT on TRC20 \(TRON\)/)).toBeInTheDocument();
    expect(screen.getByText("110.00 USDT")).toBeInTheDocument();
    expect(screen.getByText("TMW3gCGFve4AzBCioa8gjgacEWVs46BctG")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Loans" })).toHaveAttribute("href", "/loans");
  });

  it("when an investor is signed in, then the main nav has Loans, Sell and Referrals", async () => {
    signIn();
    stubFetch();
    renderApp("/faq");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    await waitFor(() => expect(nav.querySelector('a[href="/loans"]')).toHaveTextContent("Loans"));
    expect(nav.querySelector('a[href="/sell-shares"]')).toHaveTextContent("Sell");
    expect(nav.querySelector('a[href="/referrals"]')).toHaveTextContent("Referrals");
  });
});
