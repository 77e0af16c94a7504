import { REQUEST_ALREADY_DECIDED, WITHDRAWAL_CANCELLED } from "@app/contracts/messages";
import { formatDateTime } from "@/lib/format";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, sentWrites, signIn, stubFetch, expectOwnRequestCancelled } from "@/testing/render";
import { WithdrawalHistory } from "./withdrawal-history";

const item = (id: string, wallet: string, approvableAfter: string | null, status = "Pending") => ({
  _id: id,
  user: { _id: "u1", fullName: "Ada Obi", email: "ada@example.com" },
  amount: 20,
  fee: 1,
  net: 19,
  wallet,
  network: "USDT TRC20",
  source: "profit",
  status,
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
    expect(await screen.findByText(`New wallet: held for your safety until ${formatDateTime(until)}`)).toBeInTheDocument();
    expect(screen.getAllByText(/New wallet: held/)).toHaveLength(1);
  });

  it("when a withdrawal was rejected with a reason, then its row says 'Reason: ...'; one rejected without a reason says nothing more", async () => {
    signIn();
    stubFetch(() => ({
      body: {
        withdrawals: [
          { ...item("w1", "TA", null, "Rejected"), rejectionReason: "The wallet address does not match the network." },
          item("w2", "TB", null, "Rejected"),
        ],
        totalPages: 1,
      },
    }));
    renderWithApp(<WithdrawalHistory />);
    expect(await screen.findByText("Reason: The wallet address does not match the network.")).toBeInTheDocument();
    expect(screen.getAllByText(/^Reason:/)).toHaveLength(1);
  });

  it("when the history loads, then each row shows the amount, the 5% fee and what arrives, and only pending rows offer Cancel", async () => {
    signIn();
    stubFetch(() => ({ body: { withdrawals: [item("w1", "TA", null), item("w2", "TB", null, "Approved")], totalPages: 1 } }));
    renderWithApp(<WithdrawalHistory />);
    const table = await screen.findByRole("table", { name: "Your withdrawals" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining(["Amount", "Fee (5%)", "You receive", "Status"]));
    const [, pending, approved] = within(table).getAllByRole("row") as HTMLElement[];
    for (const row of [pending, approved]) {
      expect(row).toHaveTextContent("$20.00");
      expect(row).toHaveTextContent("$1.00");
      expect(row).toHaveTextContent("$19.00");
    }
    expect(within(pending as HTMLElement).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(within(approved as HTMLElement).queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
  });

  it("when a pending withdrawal is cancelled and confirmed, then the PUT is sent, the toast says so and the list shows it cancelled", async () => {
    signIn();
    let cancelled = false;
    const fetchMock = stubFetch((url, init) => {
      if (url === "/api/withdrawals/w1/cancel" && init?.method === "PUT") {
        cancelled = true;
        return { body: { message: WITHDRAWAL_CANCELLED, withdrawal: item("w1", "TA", null, "Cancelled") } };
      }
      return { body: { withdrawals: [item("w1", "TA", null, cancelled ? "Cancelled" : "Pending")], totalPages: 1 } };
    });
    const { user } = renderWithApp(<WithdrawalHistory />);
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel withdrawal" });
    expect(dialog).toHaveTextContent("Cancel your withdrawal of $20.00? Nothing is sent, and the $20.00 goes back to your profit balance.");
    await expectOwnRequestCancelled(
      { user, fetchMock, dialog },
      { confirm: "Cancel withdrawal", toastText: WITHDRAWAL_CANCELLED, url: "/api/withdrawals/w1/cancel" },
    );
  });

  it("when Keep it is chosen, then nothing is sent", async () => {
    signIn();
    const fetchMock = stubFetch(() => ({ body: { withdrawals: [item("w1", "TA", null)], totalPages: 1 } }));
    const { user } = renderWithApp(<WithdrawalHistory />);
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Keep it" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when an admin decided it first (409), then the server's message shows and the list is read again", async () => {
    signIn();
    let reads = 0;
    stubFetch((url) => {
      if (url === "/api/withdrawals/w1/cancel") return { status: 409, body: { message: REQUEST_ALREADY_DECIDED } };
      reads += 1;
      return { body: { withdrawals: [item("w1", "TA", null, reads > 1 ? "Approved" : "Pending")], totalPages: 1 } };
    });
    const { user } = renderWithApp(<WithdrawalHistory />);
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel withdrawal" }));
    expect(await screen.findByText(REQUEST_ALREADY_DECIDED)).toBeInTheDocument();
    expect(await screen.findByText("Approved")).toBeInTheDocument();
  });
});
