import { ENTER_VALID_AMOUNT, INSUFFICIENT_PROFIT, NET_AFTER_FEE_TOO_LOW } from "@app/contracts/messages";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  expectDoubleClickSendsOnce,
  fill as fillForm,
  findInlineOnly,
  gate,
  renderAndFill,
  renderWithApp,
  sentWrites,
  setCsrfCookie,
  signIn,
  stubFetch,
  type FetchRoute,
} from "@/testing/render";
import { WithdrawForm } from "./withdraw-form";

const TRON = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE";
const balances = { profit: 40, reward: 12.5 };

async function fillWithdrawal(user: ReturnType<typeof renderWithApp>["user"], amount: string, source = "profit") {
  if (amount) await user.type(screen.getByLabelText("Amount ($)"), amount);
  await fillForm(user, { "Wallet Address": TRON, Network: "USDT TRC20", "Withdraw From": source }, "Submit Withdrawal");
}

/** A signed-in investor's form over stubbed answers. */
function renderForm(route?: FetchRoute, props: { twoFactor?: boolean } = {}) {
  signIn();
  const fetchMock = stubFetch(route);
  return { ...renderWithApp(<WithdrawForm balances={balances} {...props} />), fetchMock };
}

/** Submit, then the review step's Confirm. */
async function fillAndConfirm(user: ReturnType<typeof renderWithApp>["user"], amount: string, source = "profit") {
  await fillWithdrawal(user, amount, source);
  const review = await screen.findByRole("dialog", { name: "Review your withdrawal" });
  await user.click(within(review).getByRole("button", { name: "Confirm" }));
}

describe("WithdrawForm", () => {
  it("when the amount is empty, then the field is marked invalid with 'Enter a valid amount' and nothing is sent", async () => {
    const { user, fetchMock } = renderForm();
    await fillWithdrawal(user, "");
    await findInlineOnly(ENTER_VALID_AMOUNT);
    expect(screen.getByLabelText("Amount ($)")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when $5 is asked, then the form refuses it inline with the spec's text before any call", async () => {
    const { user, fetchMock } = renderForm();
    await fillWithdrawal(user, "5");
    await findInlineOnly(NET_AFTER_FEE_TOO_LOW);
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when $5.27, the smallest amount, is asked, then the form sends it after the review (fee $0.26, $5.01 received, as the server computes)", async () => {
    const { user, fetchMock } = renderForm((url) => (url === "/api/withdrawals" ? { status: 201, body: {} } : undefined));
    await user.type(screen.getByLabelText("Amount ($)"), "5.27");
    expect(screen.getByText("Fee (5%): $0.26")).toBeInTheDocument();
    expect(screen.getByText(/^You receive/)).toHaveTextContent("You receive $5.01");
    await fillAndConfirm(user, "");
    expect(await screen.findByText("Withdrawal request submitted!")).toBeInTheDocument();
    expect(sentWrites(fetchMock)[0]?.body).toMatchObject({ amount: "5.27" });
    // The form gives way to a confirmation with the request's tracker, in review.
    const panel = screen.getByRole("region", { name: "Withdrawal request sent" });
    expect(panel).toHaveTextContent("You receive $5.01");
    expect(panel.querySelector('[aria-current="step"]')).toHaveTextContent("In review");
    expect(screen.getByRole("link", { name: "Follow it in Activity" })).toHaveAttribute("href", "/activity?kind=withdrawal");
    await user.click(screen.getByRole("button", { name: "New withdrawal" }));
    expect(screen.getByRole("form", { name: "Withdrawal form" })).toBeInTheDocument();
  });

  it("when the server refuses for the balance, then its message shows", async () => {
    const { user } = renderForm((url) =>
      url === "/api/withdrawals" ? { status: 422, body: { message: INSUFFICIENT_PROFIT } } : undefined,
    );
    await fillAndConfirm(user, "40.01");
    expect(await screen.findByText(INSUFFICIENT_PROFIT)).toBeInTheDocument();
  });

  it("when the wallet is missing, then the required message shows", async () => {
    const { fetchMock } = await renderAndFill(<WithdrawForm balances={balances} />, { "Amount ($)": "20" }, "Submit Withdrawal");
    await waitFor(() => expect(screen.getByLabelText("Wallet Address")).toHaveAttribute("aria-invalid", "true"));
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when 20 is typed, then the 5% fee and the net are shown with two decimals", async () => {
    await renderAndFill(<WithdrawForm balances={balances} />, { "Amount ($)": "20" });
    expect(screen.getByText("Fee (5%): $1.00")).toBeInTheDocument();
    expect(screen.getByText(/^You receive/)).toHaveTextContent("You receive $19.00");
  });

  it("when valid and confirmed, then the request is posted with the session cookie and the CSRF token, and a success toast shows", async () => {
    // The server's non-HttpOnly CSRF cookie, set at sign-in.
    setCsrfCookie("csrf-of-this-session");
    const { user, fetchMock } = renderForm();
    await fillAndConfirm(user, "20");
    expect(await screen.findByText("Withdrawal request submitted!")).toBeInTheDocument();
    const init = fetchMock.mock.calls.find(([url]) => url === "/api/withdrawals")?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({ amount: "20", wallet: TRON, network: "USDT TRC20", source: "profit" });
    const headers = init?.headers as Record<string, string> | undefined;
    expect(init?.credentials).toBe("same-origin");
    expect(headers?.["X-CSRF-Token"]).toBe("csrf-of-this-session");
    expect(headers?.Authorization).toBeUndefined();
    setCsrfCookie(null);
  });

  it("when Confirm is double-clicked on a slow network, then it is disabled and one withdrawal with one Idempotency-Key is posted", async () => {
    signIn();
    const slow = gate();
    const fetchMock = stubFetch((url) => (url === "/api/withdrawals" ? slow.opened.then(() => ({ status: 201, body: {} })) : undefined));
    const { user } = renderWithApp(<WithdrawForm balances={balances} />);
    await fillWithdrawal(user, "20");
    const review = await screen.findByRole("dialog", { name: "Review your withdrawal" });
    await expectDoubleClickSendsOnce(
      { user, fetchMock, dialog: review },
      { confirm: "Confirm", toastText: "Withdrawal request submitted!", release: slow.open },
    );
  });

  it("when a withdrawal failed with a 503 and is reviewed and confirmed again unchanged, then the retry carries the same Idempotency-Key", async () => {
    signIn();
    let attempts = 0;
    const fetchMock = stubFetch((url) => {
      if (url !== "/api/withdrawals") return undefined;
      attempts += 1;
      return attempts === 1 ? { status: 503 } : { status: 201, body: {} };
    });
    const { user } = renderWithApp(<WithdrawForm balances={balances} />);
    await fillAndConfirm(user, "20");
    expect(await screen.findByText("Request failed")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit Withdrawal" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Withdrawal request submitted!")).toBeInTheDocument();
    const [first, second] = sentWrites(fetchMock);
    expect(second?.key).toBe(first?.key);
  });

  it("when the investor has a second factor, then the form asks for the code and sends it with the request", async () => {
    const { user, fetchMock } = renderForm((url) => (url === "/api/withdrawals" ? { status: 201, body: {} } : undefined), {
      twoFactor: true,
    });
    await user.type(screen.getByLabelText("Authentication code"), "123456");
    await fillAndConfirm(user, "20");
    expect(await screen.findByText("Withdrawal request submitted!")).toBeInTheDocument();
    expect(sentWrites(fetchMock)[0]?.body).toEqual({ amount: "20", wallet: TRON, network: "USDT TRC20", source: "profit", code: "123456" });
  });
});

describe("WithdrawForm: where the money goes", () => {
  it("when a TRON address is entered and BEP20 is chosen, then the BEP20 message shows at once; choosing TRC20 clears it", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<WithdrawForm balances={balances} />);
    await fillForm(user, { "Wallet Address": TRON, Network: "USDT BEP20 (BSC)" });
    expect(await screen.findByText("This is not a valid BEP20 (BSC) address.")).toBeInTheDocument();
    expect(screen.getByLabelText("Wallet Address")).toHaveAttribute("aria-invalid", "true");
    await user.selectOptions(screen.getByLabelText("Network"), "USDT TRC20");
    await waitFor(() => expect(screen.queryByText("This is not a valid BEP20 (BSC) address.")).not.toBeInTheDocument());
    expect(screen.getByLabelText("Wallet Address")).not.toHaveAttribute("aria-invalid");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when a mistyped TRON address is submitted on TRC20, then the form names the network, opens no review and sends nothing", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<WithdrawForm balances={balances} />);
    await fillForm(user, { "Amount ($)": "20", "Wallet Address": `${TRON.slice(0, -1)}T`, Network: "USDT TRC20" }, "Submit Withdrawal");
    expect((await screen.findAllByText("This is not a valid TRC20 (TRON) address.")).length).toBeGreaterThan(0);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([]);
  });
});

describe("WithdrawForm: balance, minimum and Max", () => {
  it("when the profit balance is $4.00, then Submit is off with the reason beside it, and the line shows Available, Held and Minimum", async () => {
    stubFetch();
    renderWithApp(<WithdrawForm balances={{ profit: 4, reward: 0 }} held={6} />);
    const submit = screen.getByRole("button", { name: "Submit Withdrawal" });
    expect(submit).toBeDisabled();
    const reason = screen.getByText("Your profit balance of $4.00 is below the minimum withdrawal of $5.27.");
    expect(submit).toHaveAttribute("aria-describedby", reason.id);
    const limits = screen.getByLabelText("Withdrawal limits");
    expect(limits).toHaveTextContent("Available$4.00");
    expect(limits).toHaveTextContent("Held by pending requests$6.00");
    expect(limits).toHaveTextContent("Minimum$5.27 ($5.01 after fee)");
  });

  it("when the source is switched to a reward balance above the minimum, then Submit turns on and the reason goes", async () => {
    stubFetch();
    const { user } = renderWithApp(<WithdrawForm balances={{ profit: 4, reward: 12.5 }} />);
    await user.selectOptions(screen.getByLabelText("Withdraw From"), "reward");
    expect(screen.getByRole("button", { name: "Submit Withdrawal" })).toBeEnabled();
    expect(screen.queryByText(/is below the minimum withdrawal/)).not.toBeInTheDocument();
    expect(screen.getByLabelText("Withdrawal limits")).toHaveTextContent("Available$12.50");
  });

  it("when Max is clicked, then the amount is the chosen source's whole balance and the fee and net follow", async () => {
    stubFetch();
    const { user } = renderWithApp(<WithdrawForm balances={{ profit: 40, reward: 12.5 }} />);
    await user.click(screen.getByRole("button", { name: "Max" }));
    expect(screen.getByLabelText("Amount ($)")).toHaveValue(40);
    expect(screen.getByText("Fee (5%): $2.00")).toBeInTheDocument();
    expect(screen.getByText(/^You receive/)).toHaveTextContent("You receive $38.00");
    await user.selectOptions(screen.getByLabelText("Withdraw From"), "reward");
    await user.click(screen.getByRole("button", { name: "Max" }));
    expect(screen.getByLabelText("Amount ($)")).toHaveValue(12.5);
  });
});

const paidWallets =
  (wallets: string[], hours: number): FetchRoute =>
  (url) =>
    url === "/api/user/paid-wallets" ? { body: { wallets, newWalletHoldHours: hours } } : undefined;

describe("WithdrawForm: the review step", () => {
  it("when submitted, then the review names the network, the address with both ends emphasised, gross, fee and net, and nothing is sent yet", async () => {
    const { user, fetchMock } = renderForm(paidWallets([TRON], 24));
    await fillWithdrawal(user, "6");
    const review = await screen.findByRole("dialog", { name: "Review your withdrawal" });
    expect(review).toHaveTextContent("NetworkUSDT on TRC20 (TRON)");
    const ends = Array.from(review.querySelectorAll("strong.wallet-address-end")).map((e) => e.textContent);
    expect(ends).toEqual([TRON.slice(0, 6), TRON.slice(-6)]);
    expect(review.querySelector(".wallet-address")).toHaveTextContent(TRON);
    expect(review).toHaveTextContent("Amount$6.00");
    expect(review).toHaveTextContent("Fee (5%)$0.30");
    expect(review).toHaveTextContent("You receive$5.70");
    expect(review).not.toHaveTextContent("This is a new wallet");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when the wallet was never paid to and new wallets are held, then the review says an admin can pay it only after the hours", async () => {
    const { user } = renderForm(paidWallets(["TSomeOtherWallet"], 24));
    await fillWithdrawal(user, "6");
    const review = await screen.findByRole("dialog", { name: "Review your withdrawal" });
    expect(review).toHaveTextContent("This is a new wallet: for your safety an admin can pay it out only after 24 hours.");
  });

  it("when Back is clicked, then the review closes, nothing is sent and every field keeps its input", async () => {
    const { user, fetchMock } = renderForm(undefined, { twoFactor: true });
    await user.type(screen.getByLabelText("Authentication code"), "123456");
    await fillWithdrawal(user, "20", "reward");
    const review = await screen.findByRole("dialog", { name: "Review your withdrawal" });
    await user.click(within(review).getByRole("button", { name: "Back" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Amount ($)")).toHaveValue(20);
    expect(screen.getByLabelText("Wallet Address")).toHaveValue(TRON);
    expect(screen.getByLabelText("Network")).toHaveValue("USDT TRC20");
    expect(screen.getByLabelText("Withdraw From")).toHaveValue("reward");
    expect(screen.getByLabelText("Authentication code")).toHaveValue("123456");
    expect(sentWrites(fetchMock)).toEqual([]);
  });
});
