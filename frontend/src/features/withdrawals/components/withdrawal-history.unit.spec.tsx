import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, signIn, stubFetch } from "@/testing/render";
import { WithdrawalHistory } from "./withdrawal-history";

const item = (id: string, wallet: string, approvableAfter: string | null) => ({
  _id: id,
  user: { _id: "u1", fullName: "Ada Obi", email: "ada@example.com" },
  amount: 20,
  fee: 1,
  net: 19,
  wallet,
  network: "USDT TRC20",
  source: "profit",
  status: "Pending",
  createdAt: new Date().toISOString(),
  decidedAt: null,
  approvableAfter,
});

describe("WithdrawalHistory", () => {
  it("when a pending withdrawal goes to a new wallet, then the history says until when it is held; others say nothing", async () => {
    signIn();
    const until = new Date(Date.now() + 24 * 3_600_000);
    stubFetch(() => ({
      body: { withdrawals: [item("w1", "TNewWallet", until.toISOString()), item("w2", "TKnownWallet", null)], totalPages: 1 },
    }));
    renderWithApp(<WithdrawalHistory />);
    expect(await screen.findByText(`New wallet: held for your safety until ${until.toLocaleString("en-GB")}`)).toBeInTheDocument();
    expect(screen.getAllByText(/New wallet: held/)).toHaveLength(1);
  });
});
