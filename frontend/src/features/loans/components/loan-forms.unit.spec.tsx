import { ENTER_VALID_LOAN_AMOUNT, loanRangeMessage, MANUAL_PAYMENT_MESSAGE, WALLET_AND_NETWORK_REQUIRED } from "@app/contracts/messages";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fill as fillForm, findInlineOnly, renderAndFill, renderWithApp, sentWrites, signIn, stubFetch } from "@/testing/render";
import type { LoanLimits } from "../api/get-loan-limits";
import { LoanRequestForm } from "./loan-request-form";
import { ManualPaymentForm } from "./manual-payment-form";

const TRON = "TMW3gCGFve4AzBCioa8gjgacEWVs46BctG";
/** 2.5 shares, 0.5 of them held by a pending sell-back: the server's capital is $200. */
const limits: LoanLimits = { investmentCapital: 200, minLoan: 2, maxLoan: 40, sharesHeldBySellBack: 0.5 };

async function fillLoan(user: ReturnType<typeof renderWithApp>["user"], amount: string, wallet = TRON, network = "USDT TRC20") {
  if (amount) await user.type(screen.getByLabelText("Loan Amount ($)"), amount);
  if (wallet) await user.type(screen.getByLabelText("Wallet Address"), wallet);
  if (network) await user.selectOptions(screen.getByLabelText("Network"), network);
  await user.click(screen.getByRole("button", { name: "Submit Loan Request" }));
}

/** A valid request is sent only from its review: the form, then the dialog's Confirm. */
async function sendLoan(user: ReturnType<typeof renderWithApp>["user"], amount: string) {
  await fillLoan(user, amount);
  await user.click(await screen.findByRole("button", { name: "Send Loan Request" }));
}

describe("LoanRequestForm", () => {
  it("when the amount is empty, then the field is marked invalid with 'Enter a valid loan amount' and nothing is sent", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<LoanRequestForm limits={limits} />);
    await fillLoan(user, "");
    await findInlineOnly(ENTER_VALID_LOAN_AMOUNT);
    expect(screen.getByLabelText("Loan Amount ($)")).toHaveAttribute("aria-invalid", "true");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when the amount is above the server's Max, then the range message with the server's Min/Max shows inline and nothing is sent", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<LoanRequestForm limits={limits} />);
    expect(screen.getByText("Between $2.00 and $40.00")).toBeInTheDocument();
    await fillLoan(user, "40.01");
    await findInlineOnly(loanRangeMessage("2.00", "40.00"));
    expect(screen.getByLabelText("Loan Amount ($)")).toHaveAttribute("aria-invalid", "true");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when $25 is typed, then the 10% charge and total payable update live", async () => {
    await renderAndFill(<LoanRequestForm limits={limits} />, { "Loan Amount ($)": "25" });
    expect(screen.getByText("$2.50")).toBeInTheDocument();
    expect(screen.getByText("$27.50")).toBeInTheDocument();
  });

  it("when no wallet is named, then 'Wallet and network are required' shows and nothing is sent", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<LoanRequestForm limits={limits} />);
    await fillLoan(user, "25", "", "");
    expect(screen.getByLabelText("Wallet Address")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getAllByText(WALLET_AND_NETWORK_REQUIRED).length).toBeGreaterThan(0);
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when the network is changed under a typed wallet, then the address is checked again for the new network", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<LoanRequestForm limits={limits} />);
    await fillForm(user, { "Wallet Address": TRON, Network: "USDT BEP20 (BSC)" });
    expect(await screen.findByText("This is not a valid BEP20 (BSC) address.")).toBeInTheDocument();
    expect(screen.getByLabelText("Wallet Address")).toHaveAttribute("aria-invalid", "true");
    await user.selectOptions(screen.getByLabelText("Network"), "USDT TRC20");
    await screen.findByRole("button", { name: "Submit Loan Request" });
    expect(screen.queryByText("This is not a valid BEP20 (BSC) address.")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Wallet Address")).not.toHaveAttribute("aria-invalid");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when a TRON address is sent for TRC20 with a mistyped character, then the network's message shows and nothing is sent", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<LoanRequestForm limits={limits} />);
    await fillLoan(user, "25", `${TRON.slice(0, -1)}H`);
    await findInlineOnly("This is not a valid TRC20 (TRON) address.");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when valid, then the percentage of the server's capital, the wallet and the network are sent once with an Idempotency-Key", async () => {
    signIn();
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<LoanRequestForm limits={limits} />);
    await sendLoan(user, "25");
    expect(await screen.findByText("Loan request submitted successfully!")).toBeInTheDocument();
    // $25 of the $200 the server counts (not the $250 all 2.5 shares would make): 12.5 %, so $25 is lent.
    expect(sentWrites(fetchMock)).toEqual([
      { url: "/api/loans/request", key: expect.any(String), body: { percentage: 12.5, wallet: TRON, network: "USDT TRC20" } },
    ]);
  });

  it("when the investor has a second factor, then the authenticator code is asked and sent with the request", async () => {
    signIn();
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<LoanRequestForm limits={limits} twoFactor />);
    await user.type(screen.getByLabelText("Authentication code"), "123456");
    await sendLoan(user, "25");
    expect(await screen.findByText("Loan request submitted successfully!")).toBeInTheDocument();
    expect(sentWrites(fetchMock)[0]?.body).toEqual({ percentage: 12.5, wallet: TRON, network: "USDT TRC20", code: "123456" });
  });

  it("when the typed wallet was never paid to, then the form says the payout is held for the platform's hours; a paid wallet is not held", async () => {
    stubFetch((url) => (url === "/api/user/paid-wallets" ? { body: { wallets: [TRON], newWalletHoldHours: 24 } } : undefined));
    const { user } = renderWithApp(<LoanRequestForm limits={limits} />);
    await user.type(screen.getByLabelText("Wallet Address"), "TAFCFydqK7qoJW7CP9ANMV8EBuhhtAbvvU");
    expect(await screen.findByText(/the payout is held for 24 hours/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Wallet Address"));
    await user.type(screen.getByLabelText("Wallet Address"), TRON);
    expect(screen.queryByText(/the payout is held for 24 hours/)).not.toBeInTheDocument();
  });

  it("when the server refuses, then its message shows", async () => {
    stubFetch(() => ({ status: 409, body: { message: "You already have an active loan" } }));
    const { user } = renderWithApp(<LoanRequestForm limits={limits} />);
    await sendLoan(user, "25");
    expect(await screen.findByText("You already have an active loan")).toBeInTheDocument();
  });

  it("when a valid request is submitted, then a review names the amount, the 10% charge, the total, the network and wallet and the new-wallet hold; nothing is sent before Confirm", async () => {
    const fetchMock = stubFetch((url) =>
      url === "/api/user/paid-wallets" ? { body: { wallets: [], newWalletHoldHours: 24 } } : undefined,
    );
    const { user } = renderWithApp(<LoanRequestForm limits={limits} />);
    await fillLoan(user, "25");
    const dialog = await screen.findByRole("dialog", { name: "Review your loan request" });
    expect(dialog).toHaveTextContent("$25.00");
    expect(dialog).toHaveTextContent("$2.50");
    expect(dialog).toHaveTextContent("$27.50");
    expect(dialog).toHaveTextContent("USDT on TRC20 (TRON)");
    expect(dialog).toHaveTextContent(/only after 24 hours/);
    expect(sentWrites(fetchMock)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByLabelText("Loan Amount ($)")).toHaveValue(25);
    expect(sentWrites(fetchMock)).toEqual([]);
  });
});

const repayment = { address: TRON, network: "USDT TRC20", configured: true };

describe("ManualPaymentForm", () => {
  it("when a balance is owed, then the buy step's box asks for exactly that amount on the network, with Copy, QR and the warning", async () => {
    stubFetch();
    renderWithApp(<ManualPaymentForm loanId="L1" remaining={110} repayment={repayment} />);
    expect(screen.getByText("110.00 USDT")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy Address" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy amount" })).toBeInTheDocument();
    expect(screen.getByText(/Send only USDT on TRC20 \(TRON\)/)).toBeInTheDocument();
    expect(screen.getByLabelText("Amount Paid ($)")).toHaveValue("110.00");
    expect(await screen.findByRole("img", { name: /QR code/ })).toBeInTheDocument();
  });

  it("when amount or receipt is missing, then 'Please enter amount and upload receipt'", async () => {
    const { fetchMock, user } = await renderAndFill(
      <ManualPaymentForm loanId="L1" remaining={0} repayment={repayment} />,
      { "Amount Paid ($)": "10" },
      "Submit Payment",
    );
    expect(await screen.findByText(MANUAL_PAYMENT_MESSAGE)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Amount Paid ($)"));
    await user.click(screen.getByRole("button", { name: "Submit Payment" }));
    expect(await screen.findAllByText(MANUAL_PAYMENT_MESSAGE)).not.toHaveLength(0);
    expect(screen.getByLabelText("Amount Paid ($)")).toHaveAttribute("aria-invalid", "true");
  });

  it("when the receipt upload fails, then 'Upload failed. Try again.'", async () => {
    stubFetch(() => ({ status: 500 }));
    const { user } = renderWithApp(<ManualPaymentForm loanId="L1" remaining={0} repayment={repayment} />);
    await user.upload(screen.getByLabelText("Payment Receipt (image)"), new File(["x"], "r.png", { type: "image/png" }));
    expect(await screen.findByText("Upload failed. Try again.")).toBeInTheDocument();
  });

  it("when amount and receipt are given, then the payment is submitted for review once, with an Idempotency-Key, and /loans opens", async () => {
    signIn();
    const fetchMock = stubFetch((url) => (url === "/api/uploads" ? { body: { url: "/uploads/r.png" } } : undefined));
    const { user, router } = renderWithApp(<ManualPaymentForm loanId="L1" remaining={0} repayment={repayment} />, {
      extraRoutes: [{ path: "/loans", element: <p>loans</p> }],
    });
    await user.type(screen.getByLabelText("Amount Paid ($)"), "11");
    await user.upload(screen.getByLabelText("Payment Receipt (image)"), new File(["x"], "r.png", { type: "image/png" }));
    expect(await screen.findByText("Receipt uploaded successfully")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit Payment" }));
    expect(await screen.findByText("Manual payment submitted for review")).toBeInTheDocument();
    const posted = sentWrites(fetchMock).filter((w) => w.url === "/api/loans/manual-payment");
    expect(posted).toEqual([
      { url: "/api/loans/manual-payment", key: expect.any(String), body: { loanId: "L1", amount: 11, proofUrl: "/uploads/r.png" } },
    ]);
    expect(router.state.location.pathname).toBe("/loans");
  });

  it("when a transaction id is given, then it is asked as the buy step asks it (the TRON shape) and sent with the repayment", async () => {
    signIn();
    const fetchMock = stubFetch((url) => (url === "/api/uploads" ? { body: { url: "/uploads/r.png" } } : undefined));
    const { user } = renderWithApp(<ManualPaymentForm loanId="L1" remaining={20} repayment={repayment} />, {
      extraRoutes: [{ path: "/loans", element: <p>loans</p> }],
    });
    const txId = screen.getByLabelText("Transaction ID (optional)");
    expect(txId).toHaveAccessibleDescription("Find it in your wallet's payment details. On TRC20 (TRON) it is 64 hex characters.");
    await user.type(txId, "a".repeat(64));
    await user.upload(screen.getByLabelText("Payment Receipt (image)"), new File(["x"], "r.png", { type: "image/png" }));
    expect(await screen.findByText("Receipt uploaded successfully")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit Payment" }));
    expect(await screen.findByText("Manual payment submitted for review")).toBeInTheDocument();
    expect(sentWrites(fetchMock).find((w) => w.url === "/api/loans/manual-payment")?.body).toEqual({
      loanId: "L1",
      amount: 20,
      proofUrl: "/uploads/r.png",
      txId: "a".repeat(64),
    });
  });
});
