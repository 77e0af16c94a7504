import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { purchaseRow } from "@/testing/fixtures";
import { openAdminDialog, renderWithApp, stubFetch } from "@/testing/render";
import AdminPurchasesRoute from "../routes/admin-purchases";
import { ChainCheckStatus } from "./chain-check-status";
import { PaymentInstructions } from "./payment-instructions";

const wallets = { deposit: {}, repayment: "", repaymentNetwork: "USDT TRC20", chain: { BEP20: { checked: true, confirmations: 15 } } };
const check = (over: Record<string, unknown>) => ({
  status: "pending" as const,
  amount: null,
  confirmations: null,
  reason: null,
  explorerUrl: null,
  checkedAt: null,
  ...over,
});
const show = (c: ReturnType<typeof check>, txId: string | null = `0x${"ab".repeat(32)}`) => {
  stubFetch((url) => (url === "/api/config/wallets" ? { body: wallets } : undefined));
  renderWithApp(<ChainCheckStatus check={c} paymentMethod="USDT BEP20 (BSC)" txId={txId} />);
};

describe("a payment's check on its network", () => {
  it("when it is confirming, then it says 'Checking the network… 3 of 15 confirmations'", async () => {
    show(check({ confirmations: 3, amount: 200 }));
    expect(await screen.findByText(/Checking the network… 3 of 15 confirmations/)).toBeInTheDocument();
  });

  it("when it is verified, then it says 'Received 200.00 USDT on BNB Smart Chain' with the explorer link", async () => {
    show(check({ status: "verified", amount: 200, confirmations: 15, explorerUrl: "https://bscscan.com/tx/0xab" }));
    expect(await screen.findByText(/Received 200\.00 USDT on BNB Smart Chain/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View on the explorer" })).toHaveAttribute("href", "https://bscscan.com/tx/0xab");
  });

  it("when it does not match, then the reason is shown; a network without a node says 'Not checked on chain'", async () => {
    show(check({ status: "mismatch", reason: "Sent 150.00 USDT; this purchase needs 200.00 USDT." }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Sent 150.00 USDT; this purchase needs 200.00 USDT.");
  });

  it("when the network is not checked, then 'Not checked on chain'", async () => {
    show(check({ status: "unchecked" }));
    expect(await screen.findByText("Not checked on chain")).toBeInTheDocument();
  });
});

describe("the admin's approve dialog", () => {
  const route = (row: ReturnType<typeof purchaseRow>) => (url: string) =>
    url.startsWith("/api/shares/all") ? { body: { purchases: [row], totalPages: 1, currentPage: 1 } } : undefined;

  it("when a purchase was verified on chain, then the dialog shows the check, the explorer link and the proof full size", async () => {
    const row = purchaseRow({
      paymentMethod: "USDT BEP20 (BSC)",
      proof: "/uploads/proof.png",
      chainCheck: check({ status: "verified", amount: 250, confirmations: 15, explorerUrl: "https://bscscan.com/tx/0xabab" }),
    });
    const { dialog } = await openAdminDialog(<AdminPurchasesRoute />, "Approve", route(row));
    expect(dialog).toHaveTextContent("Received 250.00 USDT on BNB Smart Chain");
    expect(within(dialog).getByRole("link", { name: "Open in the explorer" })).toHaveAttribute("href", "https://bscscan.com/tx/0xabab");
    expect(within(dialog).getByRole("img", { name: /full size/ })).toHaveAttribute("src", "/uploads/proof.png");
  });

  it("when no transaction id was given, then the dialog warns that the payment cannot be checked on the network", async () => {
    const { dialog } = await openAdminDialog(<AdminPurchasesRoute />, "Approve", route(purchaseRow({ txId: null })));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "No transaction id was given: the payment cannot be checked on the network.",
    );
  });
});

describe("the payment step", () => {
  it("when BEP20 is checked and TRC20 is not, then each says so", async () => {
    const both = { ...wallets, chain: { BEP20: { checked: true, confirmations: 15 }, TRC20: { checked: false, confirmations: 20 } } };
    stubFetch((url) => (url === "/api/config/wallets" ? { body: both } : undefined));
    const first = renderWithApp(<PaymentInstructions network="USDT BEP20 (BSC)" amount="150.00" />);
    expect(await screen.findByTestId("chain-check-note")).toHaveTextContent(
      "We check this payment on the network: give its transaction id and it is verified after 15 confirmation(s).",
    );
    first.unmount();
    renderWithApp(<PaymentInstructions network="TRC20" amount="150.00" />);
    expect(await screen.findByTestId("chain-check-note")).toHaveTextContent(
      "Not checked on chain: an admin reviews your proof of payment.",
    );
  });
});
