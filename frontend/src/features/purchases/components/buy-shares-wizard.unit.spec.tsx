import { MUST_AGREE_TO_TERMS, MUST_BE_LOGGED_IN } from "@app/contracts/form-messages";
import { canOnlyBuyUpTo } from "@app/contracts/messages";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, sentWrites, signIn, stubFetch, writes } from "@/testing/render";
import { BuySharesWizard } from "./buy-shares-wizard";

const BSC_ADDRESS = "0x1111222233334444555566667777888899990000";
const TRON_ADDRESS = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE";
const bscTx = `0x${"ab".repeat(32)}`;
const png = () => new File(["png-bytes"], "proof.png", { type: "image/png" });

function setup(maxShares = 97.5) {
  const fetchMock = stubFetch((url) => {
    if (url === "/api/uploads") return { body: { url: "/uploads/proof.png" } };
    if (url === "/api/config/wallets") return { body: { deposit: { "USDT BEP20 (BSC)": BSC_ADDRESS, TRC20: TRON_ADDRESS } } };
    if (url === "/api/shares")
      return { status: 201, body: { message: "Purchase submitted!", purchase: { _id: "p-42", numberOfShares: 1.5, amount: 150 } } };
    return undefined;
  });
  const view = renderWithApp(<BuySharesWizard maxShares={maxShares} referralCode="REF1" pricePerShare={100} />, {
    path: "/join",
    extraRoutes: [{ path: "/purchases/:id", element: <p>receipt page</p> }],
  });
  return { ...view, fetchMock };
}

async function toPaymentStep(view: ReturnType<typeof setup>, shares = "1.5") {
  await view.user.type(screen.getByLabelText("Number of Shares"), shares);
  await view.user.click(screen.getByRole("button", { name: "Continue to payment" }));
  await screen.findByRole("heading", { name: "Send your payment" });
  // As a payer does: the deposit address is shown (the wallets query answered) before anything is sent or dropped.
  await screen.findByRole("button", { name: "Copy address" });
}

/** A signed-in investor on the payment step with the proof uploaded, and the transaction id typed when given. */
async function paidWithProof(txId?: string) {
  signIn();
  const view = setup();
  await toPaymentStep(view);
  if (txId) await view.user.type(screen.getByLabelText("Transaction ID (optional)"), txId);
  await view.user.upload(screen.getByLabelText("Proof of Payment (image)"), png());
  await screen.findByText("Proof uploaded");
  return view;
}

describe("BuySharesWizard, step 1: how many shares", () => {
  it("when 1.5 shares are typed, then the cost shows $150.00 at once, before any step is left", async () => {
    signIn();
    const view = setup();
    await view.user.type(screen.getByLabelText("Number of Shares"), "1.5");
    expect(screen.getByText("$150.00")).toHaveClass("cost-amount");
    expect(screen.getByText("150.00 USDT")).toBeInTheDocument();
    await view.user.click(screen.getByRole("button", { name: "0.5 more shares" }));
    expect(screen.getByLabelText("Number of Shares")).toHaveValue("2");
    expect(screen.getByText("$200.00")).toBeInTheDocument();
  });

  it("when '1,5' is typed, then 'Use a dot for decimals: 1.5' and the payment step does not open", async () => {
    signIn();
    const view = setup();
    await view.user.type(screen.getByLabelText("Number of Shares"), "1,5");
    await view.user.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(await screen.findAllByText("Use a dot for decimals: 1.5")).not.toHaveLength(0);
    expect(screen.queryByRole("heading", { name: "Send your payment" })).not.toBeInTheDocument();
  });

  it("when '1,000' is typed, then it is read as a thousand shares and refused as more than the remaining 97.5", async () => {
    signIn();
    const view = setup();
    await view.user.type(screen.getByLabelText("Number of Shares"), "1,000");
    expect(screen.getByText("$100,000.00")).toBeInTheDocument();
    await view.user.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(await screen.findAllByText(canOnlyBuyUpTo("97.5"))).not.toHaveLength(0);
  });

  it("when logged out, then 'You must be logged in.'", async () => {
    const view = setup();
    await view.user.type(screen.getByLabelText("Number of Shares"), "2.5");
    await view.user.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(await screen.findByText(MUST_BE_LOGGED_IN)).toBeInTheDocument();
  });
});

describe("BuySharesWizard, step 2: the guided payment", () => {
  it("when the payment step opens, then it says 'Send exactly 150.00 USDT on BEP20 (BSC)' with the address to copy, its QR code and the network warning", async () => {
    signIn();
    const view = setup();
    await toPaymentStep(view);
    expect(screen.getByText(/Send exactly/).textContent).toBe("Send exactly 150.00 USDT on BEP20 (BSC)");
    expect(await screen.findByText(BSC_ADDRESS)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy address" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy amount" })).toBeInTheDocument();
    const qr = await screen.findByRole("img", { name: "QR code of the BEP20 (BSC) address" });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByRole("note")).toHaveTextContent("Money sent on another network, or in another coin, is lost");
  });

  it("when TRC20 is chosen and a BEP20-shaped id is given, then the message names TRC20 and nothing is posted", async () => {
    signIn();
    const view = setup();
    await view.user.click(screen.getByLabelText("USDT on TRC20 (TRON)"));
    await toPaymentStep(view, "1");
    expect(screen.getByText(/Send exactly/).textContent).toBe("Send exactly 100.00 USDT on TRC20 (TRON)");
    await view.user.type(screen.getByLabelText("Transaction ID (optional)"), bscTx);
    await view.user.upload(screen.getByLabelText("Proof of Payment (image)"), png());
    await screen.findByText("Proof uploaded");
    await view.user.click(screen.getByLabelText(/I agree to the/));
    await view.user.click(screen.getByRole("button", { name: "Buy Shares" }));
    expect(
      await screen.findAllByText("This is not a USDT on TRC20 (TRON) transaction id: it should be 64 hex characters."),
    ).not.toHaveLength(0);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(writes(view.fetchMock)).toEqual(["/api/uploads"]);
  });

  it("when a non-image is dropped on the proof area, then it is refused before any upload", async () => {
    signIn();
    const view = setup();
    await toPaymentStep(view);
    const zone = screen.getByText("Tap to choose a screenshot").closest(".drop-zone") as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [new File(["%PDF"], "proof.pdf", { type: "application/pdf" })] } });
    expect(await screen.findByText("Please select an image file.")).toBeInTheDocument();
    expect(writes(view.fetchMock)).toEqual([]);
  });

  it("when an image is dropped, then it uploads, shows a preview and offers Replace", async () => {
    signIn();
    const view = setup();
    await toPaymentStep(view);
    const zone = screen.getByText("Tap to choose a screenshot").closest(".drop-zone") as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [png()] } });
    expect(await screen.findByText("Proof uploaded")).toBeInTheDocument();
    // The preview is the picked file itself (no second download); the stored URL is what is posted.
    expect(screen.getByAltText("Proof of Payment (image) preview").getAttribute("src")).toMatch(/^blob:/);
    expect(screen.getByText("proof.png")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Replace" })).toBeInTheDocument();
  });

  it("when the policy is not agreed, then 'You must agree to the Policy & Risk terms.'", async () => {
    const view = await paidWithProof();
    await view.user.click(screen.getByRole("button", { name: "Buy Shares" }));
    expect(await screen.findAllByText(MUST_AGREE_TO_TERMS)).not.toHaveLength(0);
  });

  it("when the investor goes Back and forward again, then the shares, the transaction id and the uploaded proof are kept", async () => {
    const view = await paidWithProof(bscTx);
    await view.user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByLabelText("Number of Shares")).toHaveValue("1.5");
    await view.user.click(screen.getByRole("button", { name: "Continue to payment" }));
    await screen.findByRole("heading", { name: "Send your payment" });
    expect(screen.getByLabelText("Transaction ID (optional)")).toHaveValue(bscTx);
    expect(screen.getByAltText("Proof of Payment (image) preview")).toBeInTheDocument();
    // The browser's own Back goes to step 1 too (the step is in the address).
    expect(view.router.state.location.search).toBe("?step=pay");
  });

  it("when all is valid and Confirm is double-clicked, then one purchase with the txId and an Idempotency-Key is posted and the receipt opens", async () => {
    const view = await paidWithProof(bscTx);
    await view.user.click(screen.getByLabelText(/I agree to the/));
    await view.user.click(screen.getByRole("button", { name: "Buy Shares" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Buy 1.5 share(s) for $150.00 paid with USDT on BEP20 (BSC)?");
    await view.user.dblClick(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Purchase submitted!")).toBeInTheDocument();
    const posted = sentWrites(view.fetchMock).filter((w) => w.url === "/api/shares");
    expect(posted).toHaveLength(1);
    expect(posted[0]?.key).toBeTruthy();
    expect(posted[0]?.body).toEqual({
      numberOfShares: "1.5",
      paymentMethod: "USDT BEP20 (BSC)",
      proof: "/uploads/proof.png",
      referralCode: "REF1",
      txId: bscTx,
    });
    expect(await screen.findByText("receipt page")).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe("/purchases/p-42");
  });
});
