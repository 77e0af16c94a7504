import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  type FetchRoute,
  gate,
  openAdminDialog,
  renderWithApp,
  sentWrites,
  signIn,
  stubFetch,
  expectDoubleClickSendsOnce,
} from "@/testing/render";
import { withdrawalRow } from "@/testing/fixtures";
import AdminWithdrawalsRoute from "./admin-withdrawals";

const withdrawal = withdrawalRow();

const list: FetchRoute = (url) =>
  url.startsWith("/api/withdrawals/admin") ? { body: { withdrawals: [withdrawal], totalPages: 1 } } : undefined;

const openDialog = (name: "Approve" | "Reject", route: FetchRoute = list) => openAdminDialog(<AdminWithdrawalsRoute />, name, route);

describe("Admin withdrawals", () => {
  it("when an admin clicks approve on a withdrawal, then a dialog names the investor, the amount, the net and the wallet and nothing is sent until confirmed", async () => {
    const { user, fetchMock, dialog } = await openDialog("Approve");
    expect(dialog).toHaveTextContent("Approve Bola Ade's withdrawal of $100.00? $95.00 goes to their wallet after the $5.00 fee.");
    expect(dialog).toHaveTextContent("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t");
    expect(dialog).toHaveTextContent("USDT on TRC20 (TRON)");
    expect(sentWrites(fetchMock)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Approve withdrawal" }));
    expect(await screen.findByText("Withdrawal approved")).toBeInTheDocument();
    expect(sentWrites(fetchMock).map((w) => w.url)).toEqual(["/api/withdrawals/approve/w1"]);
  });

  it("when an admin rejects and then cancels, then the dialog said where the money goes back and nothing is sent", async () => {
    const { user, fetchMock, dialog } = await openDialog("Reject");
    expect(dialog).toHaveTextContent("Reject Bola Ade's withdrawal of $100.00? The $100.00 goes back to their profit balance.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when the confirm button is double-clicked, then one request with one Idempotency-Key is sent and the button stays disabled while it is in flight", async () => {
    const slow = gate();
    const { user, fetchMock, dialog } = await openDialog("Approve", (url) =>
      url === "/api/withdrawals/approve/w1" ? slow.opened.then(() => ({ body: { message: "ok" } })) : list(url),
    );
    await expectDoubleClickSendsOnce(
      { user, fetchMock, dialog },
      { confirm: "Approve withdrawal", toastText: "Withdrawal approved", release: slow.open },
    );
  });

  it("when the approval fails with a server error and is confirmed again, then the retry carries the same Idempotency-Key", async () => {
    let attempts = 0;
    const { user, fetchMock, dialog } = await openDialog("Approve", (url) => {
      if (url !== "/api/withdrawals/approve/w1") return list(url);
      attempts += 1;
      return attempts === 1 ? { status: 503 } : { body: { message: "ok" } };
    });
    await user.click(within(dialog).getByRole("button", { name: "Approve withdrawal" }));
    expect(await screen.findByText("Failed to approve")).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Approve withdrawal" })).toBeEnabled());
    await user.click(within(dialog).getByRole("button", { name: "Approve withdrawal" }));
    expect(await screen.findByText("Withdrawal approved")).toBeInTheDocument();
    const [first, second] = sentWrites(fetchMock);
    expect(second?.key).toBe(first?.key);
  });

  it("when the server holds the approval for a second admin (202), then the toast says it awaits approval and no approval success is claimed", async () => {
    const held = {
      message: "Recorded: this awaits a second admin's approval.",
      approval: { _id: "ap1", status: "Pending", description: "Approve a withdrawal of $100.00" },
    };
    const { user, dialog } = await openDialog("Approve", (url) =>
      url === "/api/withdrawals/approve/w1" ? { status: 202, body: held } : list(url),
    );
    await user.click(within(dialog).getByRole("button", { name: "Approve withdrawal" }));
    expect(
      await screen.findByText("Recorded: this awaits a second admin's approval. Approve a withdrawal of $100.00: see Approvals."),
    ).toBeInTheDocument();
    expect(screen.queryByText("Withdrawal approved")).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("when a withdrawal to a new wallet is approvable only later, then Approve is off with 'Payable after' and the time, and Reject stays on", async () => {
    signIn({ isAdmin: true });
    // 13:05 UTC is 14:05 in Lagos (WAT), the zone every time is read in.
    const until = new Date(Date.UTC(2099, 10, 28, 13, 5));
    stubFetch((url) =>
      url.startsWith("/api/withdrawals/admin")
        ? { body: { withdrawals: [{ ...withdrawal, approvableAfter: until.toISOString() }], totalPages: 1 } }
        : undefined,
    );
    renderWithApp(<AdminWithdrawalsRoute />);
    const approve = await screen.findByRole("button", { name: "Approve" });
    expect(approve).toBeDisabled();
    expect(screen.getByText("Payable after 28 Nov 2099, 14:05 WAT")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reject" })).toBeEnabled();
  });

  it("when the hold has passed, then Approve is on and no time is shown", async () => {
    signIn({ isAdmin: true });
    stubFetch((url) =>
      url.startsWith("/api/withdrawals/admin")
        ? { body: { withdrawals: [{ ...withdrawal, approvableAfter: new Date(Date.now() - 60_000).toISOString() }], totalPages: 1 } }
        : undefined,
    );
    renderWithApp(<AdminWithdrawalsRoute />);
    expect(await screen.findByRole("button", { name: "Approve" })).toBeEnabled();
    expect(screen.queryByText(/Payable after/)).not.toBeInTheDocument();
  });
});
