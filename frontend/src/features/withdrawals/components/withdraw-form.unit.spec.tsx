import { ENTER_VALID_AMOUNT, INSUFFICIENT_PROFIT, NET_AFTER_FEE_TOO_LOW } from "@app/contracts/messages";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { findTextTimes, gate, renderWithApp, sentWrites, signIn, stubFetch } from "@/testing/render";
import { WithdrawForm } from "./withdraw-form";

async function fill(user: ReturnType<typeof renderWithApp>["user"], amount: string, source = "profit") {
  if (amount) await user.type(screen.getByLabelText("Amount ($)"), amount);
  await user.type(screen.getByLabelText("Wallet Address"), "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t");
  await user.selectOptions(screen.getByLabelText("Network"), "USDT TRC20");
  await user.selectOptions(screen.getByLabelText("Withdraw From"), source);
  await user.click(screen.getByRole("button", { name: "Submit Withdrawal" }));
}

describe("WithdrawForm", () => {
  it("when the amount is empty, then the field is marked invalid with 'Enter a valid amount' and nothing is sent", async () => {
    signIn();
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<WithdrawForm />);
    await fill(user, "");
    await findTextTimes(ENTER_VALID_AMOUNT, 2);
    expect(screen.getByLabelText("Amount ($)")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when $5 is asked, then the form refuses it inline with the spec's text before any call", async () => {
    signIn();
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<WithdrawForm />);
    await fill(user, "5");
    await findTextTimes(NET_AFTER_FEE_TOO_LOW, 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when $5.26 is asked, then the form sends it (the fee rounds to $0.26 and $5.00 is left, as the server computes)", async () => {
    signIn();
    const fetchMock = stubFetch((url) => (url === "/api/withdrawals" ? { status: 201, body: {} } : undefined));
    const { user } = renderWithApp(<WithdrawForm />);
    await user.type(screen.getByLabelText("Amount ($)"), "5.26");
    expect(screen.getByText("Fee (5%): $0.26 · You receive: $5.00")).toBeInTheDocument();
    await fill(user, "");
    expect(await screen.findByText("Withdrawal request submitted!")).toBeInTheDocument();
    expect(sentWrites(fetchMock)[0]?.body).toMatchObject({ amount: "5.26" });
  });

  it("when the server refuses for the balance, then its message shows", async () => {
    signIn();
    stubFetch((url) => (url === "/api/withdrawals" ? { status: 422, body: { message: INSUFFICIENT_PROFIT } } : undefined));
    const { user } = renderWithApp(<WithdrawForm />);
    await fill(user, "40.01");
    expect(await screen.findByText(INSUFFICIENT_PROFIT)).toBeInTheDocument();
  });

  it("when the wallet is missing, then the required message shows", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<WithdrawForm />);
    await user.type(screen.getByLabelText("Amount ($)"), "20");
    await user.click(screen.getByRole("button", { name: "Submit Withdrawal" }));
    expect(screen.getByLabelText("Wallet Address")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when 20 is typed, then the 5% fee and the net are shown with two decimals", async () => {
    stubFetch();
    const { user } = renderWithApp(<WithdrawForm />);
    await user.type(screen.getByLabelText("Amount ($)"), "20");
    expect(screen.getByText("Fee (5%): $1.00 · You receive: $19.00")).toBeInTheDocument();
  });

  it("when valid, then the request is posted with numbers and a success toast shows", async () => {
    signIn();
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<WithdrawForm />);
    await fill(user, "20");
    expect(await screen.findByText("Withdrawal request submitted!")).toBeInTheDocument();
    const init = fetchMock.mock.calls.find(([url]) => url === "/api/withdrawals")?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({
      amount: "20",
      wallet: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
      network: "USDT TRC20",
      source: "profit",
    });
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toMatch(/^Bearer /);
  });

  it("when Submit Withdrawal is double-clicked on a slow network, then the button is disabled and one withdrawal with one Idempotency-Key is posted", async () => {
    signIn();
    const slow = gate();
    const fetchMock = stubFetch((url) => (url === "/api/withdrawals" ? slow.opened.then(() => ({ status: 201, body: {} })) : undefined));
    const { user } = renderWithApp(<WithdrawForm />);
    await user.type(screen.getByLabelText("Amount ($)"), "20");
    await user.type(screen.getByLabelText("Wallet Address"), "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t");
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
    const { user } = renderWithApp(<WithdrawForm />);
    await fill(user, "20");
    expect(await screen.findByText("Request failed")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit Withdrawal" }));
    expect(await screen.findByText("Withdrawal request submitted!")).toBeInTheDocument();
    const [first, second] = sentWrites(fetchMock);
    expect(second?.key).toBe(first?.key);
  });

  it("when the investor has a second factor, then the form asks for the code and sends it with the request", async () => {
    signIn();
    const fetchMock = stubFetch((url) => (url === "/api/withdrawals" ? { status: 201, body: {} } : undefined));
    const { user } = renderWithApp(<WithdrawForm twoFactor />);
    await user.type(screen.getByLabelText("Authentication code"), "123456");
    await fill(user, "20");
    expect(await screen.findByText("Withdrawal request submitted!")).toBeInTheDocument();
    expect(sentWrites(fetchMock)[0]?.body).toEqual({
      amount: "20",
      wallet: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
      network: "USDT TRC20",
      source: "profit",
      code: "123456",
    });
  });
});
