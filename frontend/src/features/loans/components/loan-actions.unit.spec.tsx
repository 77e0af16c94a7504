import { screen, within } from "@testing-library/react";
import { formatDateTime } from "@/lib/format";
import { describe, expect, it, vi } from "vitest";
import { expectConfirmSendsOnce, openAdminDialog, renderWithApp, sentWrites, stubFetch } from "@/testing/render";
import type { LoanView as Loan } from "@app/contracts";
import { LoanActions } from "./loan-actions";
import { LoanDetailDialog } from "./loan-detail-dialog";

const WALLET = "TMW3gCGFve4AzBCioa8gjgacEWVs46BctG";

const loan = (
  status: Loan["status"],
  manualPayments: Loan["manualPayments"] = [],
  payout: Partial<Pick<Loan, "wallet" | "network" | "approvableAfter">> = {},
): Loan => ({
  _id: "l1",
  user: { fullName: "Bola Ade", email: "bola@example.com" },
  percentage: 10,
  amountRequested: 500,
  companyCharge: 50,
  totalPayable: 550,
  remaining: status === "Approved" ? 300 : 550,
  repaymentMethod: "manual",
  status,
  createdAt: "2026-01-02T10:00:00.000Z",
  approvedAt: null,
  paidAt: null,
  manualPayments,
  wallet: WALLET,
  network: "USDT TRC20",
  approvableAfter: null,
  ...payout,
});

describe("Loan management actions", () => {
  it("when an admin clicks approve on a loan, then a dialog names the borrower, the amount and the total payable and nothing is sent until confirmed", async () => {
    const { user, fetchMock, dialog } = await openAdminDialog(<LoanActions loan={loan("Pending")} onView={vi.fn()} />, "Approve", () => ({
      body: { message: "Loan approved" },
    }));
    expect(dialog).toHaveTextContent("Approve Bola Ade's loan of $500.00? They will owe $550.00, including the $50.00 company charge.");
    await expectConfirmSendsOnce(
      { user, fetchMock, dialog },
      { confirm: "Approve loan", toastText: "Loan approved", url: "/api/loans/approve/l1", click: "dblClick" },
    );
  });

  it("when an admin opens the approve dialog, then it shows the payout wallet (first and last 6 characters in bold) and its network", async () => {
    stubFetch();
    const { user } = renderWithApp(<LoanActions loan={loan("Pending")} onView={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve loan" });
    expect(dialog).toHaveTextContent(`Wallet${WALLET}`);
    expect(dialog).toHaveTextContent("NetworkUSDT on TRC20 (TRON)");
    const bold = Array.from(dialog.querySelectorAll("code strong")).map((node) => node.textContent);
    expect(bold).toEqual([WALLET.slice(0, 6), WALLET.slice(-6)]);
  });

  it("when the borrower's wallet is still on hold, then Approve is disabled and says when the loan is payable, and nothing is sent", async () => {
    const until = new Date(Date.now() + 6 * 3600_000);
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<LoanActions loan={loan("Pending", [], { approvableAfter: until.toISOString() })} onView={vi.fn()} />);
    const when = formatDateTime(until); // "27 Nov 2026, 14:05" in the investor's zone
    expect(screen.getByText(`New wallet: Payable after ${when}`)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve loan" });
    const held = within(dialog).getByRole("button", { name: `Payable after ${when}` });
    expect(held).toBeDisabled();
    expect(within(dialog).queryByRole("button", { name: "Approve loan" })).not.toBeInTheDocument();
    await user.click(held);
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when the hold has passed, then Approve loan is enabled again", async () => {
    stubFetch();
    const { user } = renderWithApp(
      <LoanActions loan={loan("Pending", [], { approvableAfter: new Date(Date.now() - 60_000).toISOString() })} onView={vi.fn()} />,
    );
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(within(await screen.findByRole("dialog")).getByRole("button", { name: "Approve loan" })).toBeEnabled();
  });

  it("when an admin rejects a loan and cancels, then nothing is sent", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<LoanActions loan={loan("Pending")} onView={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(await screen.findByRole("dialog")).toHaveTextContent("Reject Bola Ade's loan request of $500.00?");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when an admin marks a loan paid, then the dialog names the balance written off as a loss and the confirmed call carries an Idempotency-Key", async () => {
    const fetchMock = stubFetch(() => ({ body: { message: "Loan marked as paid" } }));
    const { user } = renderWithApp(<LoanActions loan={loan("Approved")} onView={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Mark Paid" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent(
      "Mark Bola Ade's loan of $500.00 as paid? The remaining $300.00 of $550.00 is written off as a loss (no payment received); with two admins, another admin must approve it.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Mark loan paid" }));
    expect(await screen.findByText("Loan marked as paid")).toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([{ url: "/api/loans/mark-paid/l1", key: expect.any(String), body: undefined }]);
  });

  it("when an admin approves a manual payment, then a second dialog names the borrower and the amount before one call is sent", async () => {
    const withPayment = loan("Approved", [
      {
        amount: 50,
        proofUrl: "receipt-1",
        approved: false,
        uploadedAt: "2026-01-03T10:00:00.000Z",
        txId: null,
        chainCheck: { status: "unchecked", amount: null, confirmations: null, reason: null, explorerUrl: null, checkedAt: null },
      },
    ]);
    const fetchMock = stubFetch((url) =>
      url === "/api/loans/history/l1" ? { body: { history: [], loan: withPayment } } : { body: { message: "ok" } },
    );
    const onClose = vi.fn();
    const { user } = renderWithApp(<LoanDetailDialog loan={withPayment} onClose={onClose} />);
    await user.click(await screen.findByRole("button", { name: "Approve Payment" }));
    const confirm = screen.getAllByRole("dialog").find((d) => within(d).queryByText("Approve manual payment"));
    expect(confirm).toHaveTextContent(
      "Approve Bola Ade's manual payment of $50.00 towards their loan? It is applied to the $300.00 still owed.",
    );
    expect(sentWrites(fetchMock)).toEqual([]);
    await user.dblClick(within(confirm as HTMLElement).getByRole("button", { name: "Approve payment" }));
    expect(await screen.findByText("Manual payment approved successfully")).toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([
      { url: "/api/loans/manual-payment/approve", key: expect.any(String), body: { loanId: "l1", paymentIndex: 0 } },
    ]);
    expect(onClose).toHaveBeenCalled();
  });
});
