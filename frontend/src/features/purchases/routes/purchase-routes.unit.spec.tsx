import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, signIn, stubFetch } from "@/testing/render";
import { purchaseRow } from "@/testing/fixtures";
import JoinRoute from "./join";
import PurchaseReceiptRoute from "./purchase-receipt";

const trxTx = "cd".repeat(32);
const purchase = purchaseRow({
  _id: "p-42",
  user: { _id: "u1", fullName: "Ada Obi", email: "ada@example.com" },
  numberOfShares: 1.5,
  amount: 150,
  paymentMethod: "TRC20",
  proof: "/uploads/proof.png",
  txId: trxTx,
  createdAt: "2026-11-27T10:00:00.000Z",
});

/** The receipt route under its real pattern, opened at one purchase's address. */
async function openReceipt(id: string) {
  const view = renderWithApp(<p>start</p>, { extraRoutes: [{ path: "/purchases/:id", element: <PurchaseReceiptRoute /> }] });
  await view.router.navigate(`/purchases/${id}`);
  return view;
}

describe("/join", () => {
  it("when the investor's email is not verified, then a notice replaces the form before anything is typed or uploaded", async () => {
    signIn();
    localStorage.setItem("user", JSON.stringify({ _id: "u1", email: "ada@example.com", emailVerified: false }));
    stubFetch((url) => (url === "/api/user/me" ? { body: { _id: "u1", email: "ada@example.com", emailVerified: false } } : undefined));
    renderWithApp(<JoinRoute />, { path: "/join" });
    const notice = await screen.findByRole("alert", { name: "Email verification" });
    expect(within(notice).getByRole("heading", { name: "Verify your email to buy shares" })).toBeInTheDocument();
    expect(within(notice).getByRole("button", { name: "Resend verification email" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Number of Shares")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Buy Shares|Continue/ })).not.toBeInTheDocument();
  });

  it("when the email is verified, then the first step asks how many shares", async () => {
    signIn();
    stubFetch();
    renderWithApp(<JoinRoute />, { path: "/join?remaining=40" });
    expect(await screen.findByRole("heading", { name: "How many shares?" })).toBeInTheDocument();
    expect(screen.getByText(/From 0.5 to 40 shares/)).toBeInTheDocument();
  });
});

describe("/purchases/{id}: the receipt", () => {
  it("when the investor opens a pending purchase, then it shows the reference, amount, shares, network, transaction id, status and what happens next", async () => {
    signIn();
    stubFetch((url) => (url === "/api/shares/mine" ? { body: { purchases: [purchase] } } : undefined));
    await openReceipt("p-42");
    const receipt = await screen.findByRole("region", { name: "Payment received for review" });
    const figure = (label: string) => within(receipt).getByText(label).nextElementSibling?.textContent;
    expect(figure("Reference")).toBe("p-42");
    expect(figure("Amount")).toBe("$150.00");
    expect(figure("Shares")).toBe("1.5");
    expect(figure("Network")).toBe("USDT on TRC20 (TRON)");
    expect(figure("Transaction ID")).toBe(trxTx);
    expect(figure("Status")).toBe("Pending");
    expect(receipt).toHaveTextContent("Usually reviewed within 24 hours.");
    expect(within(receipt).getByRole("heading", { name: "What happens next" })).toBeInTheDocument();
  });

  it("when the id is not one of the investor's purchases, then 'Purchase not found.'", async () => {
    signIn();
    stubFetch((url) => (url === "/api/shares/mine" ? { body: { purchases: [purchase] } } : undefined));
    await openReceipt("someone-else");
    expect(await screen.findByText("Purchase not found.")).toBeInTheDocument();
  });
});
