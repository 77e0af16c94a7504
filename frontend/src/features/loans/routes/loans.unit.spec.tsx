import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fill, renderWithApp, signIn, stubFetch } from "@/testing/render";
import LoansRoute from "./loans";

type Answers = { portalOpen?: boolean; summary?: Record<string, unknown> | null; limits?: Record<string, number>; twoFactor?: boolean };

const loan = (status: string, remaining: number) => ({
  loanId: "l1",
  amountRequested: 25,
  companyCharge: 2.5,
  totalPayable: 27.5,
  remaining,
  status,
  repaymentMethod: "profit",
  approvedAt: status === "Pending" ? null : "2026-11-20T10:00:00.000Z",
  paidAt: null,
  wallet: "TMW3gCGFve4AzBCioa8gjgacEWVs46BctG",
  network: "USDT TRC20",
  approvableAfter: null,
});

function serve({ portalOpen = true, summary = null, limits, twoFactor = false }: Answers) {
  return stubFetch((url) => {
    if (url === "/api/loans/portal-status") return { body: { isOpen: portalOpen } };
    if (url === "/api/loans/summary") return summary ? { body: summary } : { status: 404, body: { message: "No loan found" } };
    if (url === "/api/loans/history")
      return { body: { history: [{ at: "2026-11-21T10:00:00.000Z", source: "profit", amount: 11, balanceAfter: 16.5, note: "" }] } };
    if (url === "/api/loans/limits")
      return { body: limits ?? { investmentCapital: 250, minLoan: 2.5, maxLoan: 50, sharesHeldBySellBack: 0 } };
    if (url === "/api/user/me") return { body: { _id: "u1", sharesOwned: 2.5, twoFactorEnabled: twoFactor } };
    return undefined;
  });
}

describe("/loans", () => {
  it("when a loan request is pending, then the apply form is hidden and the page says why", async () => {
    signIn();
    serve({ summary: loan("Pending", 27.5) });
    renderWithApp(<LoansRoute />, { path: "/loans" });
    expect(await screen.findByText(/waiting for an admin's decision/)).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Loan request form" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit Loan Request" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Make Manual Payment" })).not.toBeInTheDocument();
  });

  it("when an approved loan still has a balance, then the form is hidden with the reason, and the balance, history and manual payment link show", async () => {
    signIn();
    const fetchMock = serve({ summary: loan("Approved", 16.5) });
    renderWithApp(<LoansRoute />, { path: "/loans" });
    expect(await screen.findByText(/You can apply for a new loan once its remaining balance reaches \$0.00/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit Loan Request" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Make Manual Payment" })).toHaveAttribute("href", "/manual-loan-payment");
    const summary = screen.getByRole("region", { name: "My Loan Summary" });
    for (const text of [
      "$25.00",
      "$2.50",
      "$27.50",
      "$16.50",
      "Approved",
      "40.0% repaid",
      "USDT on TRC20 (TRON)",
      "Repaid from your weekly profit",
    ])
      expect(summary).toHaveTextContent(text);
    expect(summary).toHaveTextContent("TMW3gCGFve4AzBCioa8gjgacEWVs46BctG");
    for (const header of ["Date", "Source", "Amount Applied", "Balance After", "Note"])
      expect(await screen.findByRole("columnheader", { name: header })).toBeInTheDocument();
    expect(screen.getByText(/There is no fixed due date/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain("/api/loans/limits");
  });

  it("when the portal is closed and there is no loan, then 'Loan Portal Closed' and the spec's sentence show instead of the form", async () => {
    signIn();
    serve({ portalOpen: false });
    renderWithApp(<LoansRoute />, { path: "/loans" });
    expect(await screen.findByRole("heading", { name: "Loan Portal Closed" })).toBeInTheDocument();
    expect(screen.getByText("The loan request system is currently closed. Please check back later.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "No Active Loan Found" })).toBeInTheDocument();
    expect(screen.getByText("Apply for a loan in your dashboard to see your repayment history.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Apply for Loan" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit Loan Request" })).not.toBeInTheDocument();
  });

  it("when the investor may apply, then the capital and Min/Max are the server's, and shares held by a sell-back are said to be left out", async () => {
    signIn();
    serve({ limits: { investmentCapital: 200, minLoan: 2, maxLoan: 40, sharesHeldBySellBack: 0.5 } });
    renderWithApp(<LoansRoute />, { path: "/loans" });
    expect(await screen.findByRole("button", { name: "Submit Loan Request" })).toBeInTheDocument();
    const apply = screen.getByRole("region", { name: "Apply for Loan" });
    expect(apply).toHaveTextContent("Investment Capital$200.00");
    expect(apply).toHaveTextContent("Max Loan (20%)$40.00");
    expect(apply).toHaveTextContent("Min Loan (1%)$2.00");
    expect(apply).toHaveTextContent("0.5 share(s) held by your pending sell-back are left out of your investment capital.");
    expect(screen.queryByLabelText("Authentication code")).not.toBeInTheDocument();
  });

  it("when the investor submits a request, then the success toast shows and the form gives way to the pending loan and its reason", async () => {
    signIn();
    let summary: Record<string, unknown> | null = null;
    const fetchMock = stubFetch((url, init) => {
      if (url === "/api/loans/request" && init?.method === "POST") {
        summary = loan("Pending", 27.5);
        return { status: 201, body: { message: "Loan request submitted successfully!" } };
      }
      if (url === "/api/loans/summary") return summary ? { body: summary } : { status: 404, body: { message: "No loan found" } };
      if (url === "/api/loans/portal-status") return { body: { isOpen: true } };
      if (url === "/api/loans/limits") return { body: { investmentCapital: 400, minLoan: 4, maxLoan: 80, sharesHeldBySellBack: 0 } };
      if (url === "/api/user/me") return { body: { _id: "u1", sharesOwned: 4 } };
      return undefined;
    });
    const { user } = renderWithApp(<LoansRoute />, { path: "/loans" });
    await user.type(await screen.findByLabelText("Loan Amount ($)"), "25");
    await fill(user, { "Wallet Address": "TAFCFydqK7qoJW7CP9ANMV8EBuhhtAbvvU", Network: "USDT TRC20" }, "Submit Loan Request");
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/loans/request")).toHaveLength(0);
    await user.click(await screen.findByRole("button", { name: "Send Loan Request" }));
    expect(await screen.findByText("Loan request submitted successfully!")).toBeInTheDocument();
    expect(await screen.findByText(/waiting for an admin's decision/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit Loan Request" })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/loans/request")).toHaveLength(1);
  });

  it("when a paid-off loan is shown and the investor has a second factor, then the form shows again and asks for the code", async () => {
    signIn();
    serve({ summary: { ...loan("Paid", 0), paidAt: "2026-11-25T10:00:00.000Z" }, twoFactor: true });
    renderWithApp(<LoansRoute />, { path: "/loans" });
    expect(await screen.findByLabelText("Authentication code")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "My Loan Summary" })).toHaveTextContent("Fully repaid");
    expect(screen.queryByRole("link", { name: "Make Manual Payment" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Request New Loan" })).toHaveAttribute("href", "#loan-apply-title");
  });

  it("when there is no loan and the portal is open, then the spec's texts show: 'No Active Loan Found', the sentence, 'Apply for Loan' and the history's hint", async () => {
    signIn();
    serve({});
    renderWithApp(<LoansRoute />, { path: "/loans" });
    expect(await screen.findByRole("heading", { name: "No Active Loan Found" })).toBeInTheDocument();
    expect(screen.getByText("You currently have no loan. You can apply for one now.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Apply for Loan" })).toHaveAttribute("href", "#loan-apply-title");
    expect(screen.getByText("Apply for a loan in your dashboard to see your repayment history.")).toBeInTheDocument();
    // How a loan works comes before the form.
    const terms = screen.getByRole("heading", { name: "How a loan works" });
    const form = await screen.findByRole("form", { name: "Loan request form" });
    expect(terms.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("when a loan is still pending, then the summary says where it will be paid and owes nothing yet (no 'Paid To', no remaining balance)", async () => {
    signIn();
    serve({ summary: loan("Pending", 27.5) });
    renderWithApp(<LoansRoute />, { path: "/loans" });
    const summary = await screen.findByRole("region", { name: "My Loan Summary" });
    expect(summary).toHaveTextContent("Will be paid to");
    expect(summary).toHaveTextContent("Repaid from your weekly profit");
    expect(summary).not.toHaveTextContent("Paid To");
    expect(summary).not.toHaveTextContent("Remaining Balance");
    expect(summary).not.toHaveTextContent(/Repayment Method\s*profit/);
  });

  it("when an approved loan has a balance, then 'View Repayment History' leads to the history", async () => {
    signIn();
    serve({ summary: loan("Approved", 16.5) });
    renderWithApp(<LoansRoute />, { path: "/loans" });
    expect(await screen.findByRole("link", { name: "View Repayment History" })).toHaveAttribute("href", "#repayment-history-title");
  });

  it("when the summary or the repayments fail to load, then the spec's toasts show and the page still offers a loan", async () => {
    signIn();
    stubFetch((url) => {
      if (url === "/api/loans/portal-status") return { body: { isOpen: true } };
      if (url === "/api/loans/summary") return { status: 500, body: {} };
      if (url === "/api/loans/limits") return { body: { investmentCapital: 250, minLoan: 2.5, maxLoan: 50, sharesHeldBySellBack: 0 } };
      if (url === "/api/user/me") return { body: { _id: "u1", sharesOwned: 2.5 } };
      return undefined;
    });
    renderWithApp(<LoansRoute />, { path: "/loans" });
    expect(await screen.findByText("Failed to load loan summary", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "No Active Loan Found" })).toBeInTheDocument();
  });

  it("when the repayments fail to load, then 'Failed to load manual payments' shows", async () => {
    signIn();
    stubFetch((url) => {
      if (url === "/api/loans/portal-status") return { body: { isOpen: true } };
      if (url === "/api/loans/summary") return { body: loan("Approved", 16.5) };
      if (url === "/api/loans/history") return { status: 500, body: {} };
      if (url === "/api/user/me") return { body: { _id: "u1", sharesOwned: 2.5 } };
      return undefined;
    });
    renderWithApp(<LoansRoute />, { path: "/loans" });
    expect(await screen.findByText("Failed to load manual payments", {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
