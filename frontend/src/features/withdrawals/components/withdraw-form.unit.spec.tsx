import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { gate, renderWithApp, sentWrites, signIn, stubFetch } from "@/testing/render";
import { WithdrawForm } from "./withdraw-form";

const balances = { profitBalance: 40, referralRewardBalance: 10 };

async function fill(user: ReturnType<typeof renderWithApp>["user"], amount: string, source = "profit") {
  if (amount) await user.type(screen.getByLabelText("Amount ($)"), amount);
  await user.type(screen.getByLabelText("Wallet Address"), "TXwallet123");
  await user.selectOptions(screen.getByLabelText("Network"), "USDT TRC20");
  await user.selectOptions(screen.getByLabelText("Withdraw From"), source);
  await user.click(screen.getByRole("button", { name: "Submit Withdrawal" }));
}

describe("WithdrawForm", () => {
  it.each([
    ["", "profit", "Enter a valid amount"],
    ["5", "profit", "After fees, you must receive at least $5. Increase the amount."],
    ["40.01", "profit", "Insufficient profit balance"],
    ["10.50", "reward", "Insufficient referral reward balance"],
  ])("when amount %j from %s, then %j shows before any call", async (amount, source, message) => {
    signIn();
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<WithdrawForm balances={balances} />);
    await fill(user, amount, source);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when the wallet is missing, then a required message shows", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<WithdrawForm balances={balances} />);
    await user.type(screen.getByLabelText("Amount ($)"), "20");
    await user.click(screen.getByRole("button", { name: "Submit Withdrawal" }));
    expect(await screen.findByText("Wallet address and network are required")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when 20 is typed, then the 5% fee and the net are shown with two decimals", async () => {
    stubFetch();
    const { user } = renderWithApp(<WithdrawForm balances={balances} />);
    await user.type(screen.getByLabelText("Amount ($)"), "20");
    expect(screen.getByText("Fee (5%): $1.00 · You receive: $19.00")).toBeInTheDocument();
  });

  it("when valid, then the request is posted with numbers and a success toast shows", async () => {
    signIn();
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<WithdrawForm balances={balances} />);
    await fill(user, "20");
    expect(await screen.findByText("Withdrawal request submitted!")).toBeInTheDocument();
    const init = fetchMock.mock.calls.find(([url]) => url === "/api/withdrawals")?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({ amount: 20, wallet: "TXwallet123", network: "USDT TRC20", source: "profit" });
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toMatch(/^Bearer /);
  });

  it("when Submit Withdrawal is double-clicked on a slow network, then the button is disabled and one withdrawal with one Idempotency-Key is posted", async () => {
    signIn();
    const slow = gate();
    const fetchMock = stubFetch((url) => (url === "/api/withdrawals" ? slow.opened.then(() => ({ status: 201, body: {} })) : undefined));
    const { user } = renderWithApp(<WithdrawForm balances={balances} />);
    await user.type(screen.getByLabelText("Amount ($)"), "20");
    await user.type(screen.getByLabelText("Wallet Address"), "TXwallet123");
    await user.selectOptions(screen.getByLabelText("Network"), "USDT TRC20");
    await user.dblClick(screen.getByRole("button", { name: "Submit Withdrawal" }));
    expect(screen.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    slow.open();
    expect(await screen.findByText("Withdrawal request submitted!")).toBeInTheDocument();
    const sent = sentWrites(fetchMock);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.key).toBeTruthy();
  });

  it("when a withdrawal failed with a 503 and is submitted again unchanged, then the retry carries the same Idempotency-Key", async () => {
    signIn();
    let attempts = 0;
    const fetchMock = stubFetch((url) => {
      if (url !== "/api/withdrawals") return undefined;
      attempts += 1;
      return attempts === 1 ? { status: 503 } : { status: 201, body: {} };
    });
    const { user } = renderWithApp(<WithdrawForm balances={balances} />);
    await fill(user, "20");
    expect(await screen.findByText("Request failed")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit Withdrawal" }));
    expect(await screen.findByText("Withdrawal request submitted!")).toBeInTheDocument();
    const [first, second] = sentWrites(fetchMock);
    expect(second?.key).toBe(first?.key);
  });

  it("when the investor has a second factor, then the form asks for the code, refuses to send without it and sends it with the request", async () => {
    signIn();
    const fetchMock = stubFetch((url) => (url === "/api/withdrawals" ? { status: 201, body: {} } : undefined));
    const { user } = renderWithApp(<WithdrawForm balances={balances} twoFactor />);
    await fill(user, "20");
    expect(await screen.findByText("Enter the 6-digit code from your authenticator app to withdraw.")).toBeInTheDocument();
    expect(sentWrites(fetchMock)).toHaveLength(0);
    await user.type(screen.getByLabelText("Authentication code"), "123456");
    await user.click(screen.getByRole("button", { name: "Submit Withdrawal" }));
    expect(await screen.findByText("Withdrawal request submitted!")).toBeInTheDocument();
    expect(sentWrites(fetchMock)[0]?.body).toEqual({
      amount: 20,
      wallet: "TXwallet123",
      network: "USDT TRC20",
      source: "profit",
      code: "123456",
    });
  });
});
