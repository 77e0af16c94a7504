import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectConfirmSendsOnce, type FetchRoute, openAdminDialog, renderWithApp, sentWrites, signIn, stubFetch } from "@/testing/render";
import { purchaseRow } from "@/testing/fixtures";
import AdminPurchasesRoute from "./admin-purchases";

const purchase = purchaseRow();

const list: FetchRoute = (url) =>
  url.startsWith("/api/shares/all") ? { body: { purchases: [purchase], totalPages: 1, currentPage: 1 } } : { body: { message: "ok" } };

const openDialog = (name: "Approve" | "Reject") => openAdminDialog(<AdminPurchasesRoute />, name, list);

describe("Admin purchases", () => {
  it("when an admin clicks approve on a purchase, then a dialog names the investor, the shares and the amount and nothing is sent until confirmed", async () => {
    const { user, fetchMock, dialog } = await openDialog("Approve");
    expect(dialog).toHaveTextContent("Approve Bola Ade's purchase of 2.5 share(s) for $250.00?");
    expect(dialog).toHaveTextContent("USDT TRC20");
    await expectConfirmSendsOnce(
      { user, fetchMock, dialog },
      { confirm: "Approve purchase", toastText: "Purchase approved successfully", url: "/api/shares/approve/p1" },
    );
  });

  it("when an admin rejects a purchase, then Reject stays off until a reason of 3+ characters is given, and one reject with the reason and an Idempotency-Key is sent", async () => {
    const { user, fetchMock, dialog } = await openDialog("Reject");
    expect(dialog).toHaveTextContent("Reject Bola Ade's purchase of 2.5 share(s) for $250.00? No shares are credited.");
    const confirm = within(dialog).getByRole("button", { name: "Reject purchase" });
    const reason = within(dialog).getByRole("textbox", { name: "Reason (shown to the investor)" });
    expect(confirm).toBeDisabled();
    await user.type(reason, "no");
    await user.tab();
    expect(within(dialog).getByText("A reason must be 3 to 500 characters")).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    expect(sentWrites(fetchMock)).toEqual([]);
    await user.type(reason, "t on the network ");
    await user.dblClick(confirm);
    expect(await screen.findByText("Purchase rejected successfully")).toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([
      { url: "/api/shares/reject/p1", key: expect.any(String), body: { reason: "not on the network" } },
    ]);
  });

  it("when an admin picks a common reason, then it fills the reason and is sent", async () => {
    const { user, fetchMock, dialog } = await openDialog("Reject");
    await user.click(within(dialog).getByRole("button", { name: "The proof of payment is unreadable." }));
    expect(within(dialog).getByRole("textbox", { name: "Reason (shown to the investor)" })).toHaveValue(
      "The proof of payment is unreadable.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Reject purchase" }));
    expect(await screen.findByText("Purchase rejected successfully")).toBeInTheDocument();
    expect(sentWrites(fetchMock).map((w) => w.body)).toEqual([{ reason: "The proof of payment is unreadable." }]);
  });

  it("when a purchase was rejected with a reason, then the list shows 'Reason: ...' under it", async () => {
    signIn({ isAdmin: true });
    stubFetch((url) =>
      url.startsWith("/api/shares/all")
        ? { body: { purchases: [{ ...purchase, status: "Rejected", rejectionReason: "Paid twice" }], totalPages: 1, currentPage: 1 } }
        : undefined,
    );
    renderWithApp(<AdminPurchasesRoute />);
    expect(await screen.findByText("Reason: Paid twice")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reject" })).not.toBeInTheDocument();
  });

  it("when a purchase carries a transaction id, then the list shows the dollar amount and the TxID linking to the network's explorer", async () => {
    signIn({ isAdmin: true });
    stubFetch((url) =>
      url.startsWith("/api/shares/all")
        ? { body: { purchases: [{ ...purchase, paymentMethod: "TRC20" }], totalPages: 1, currentPage: 1 } }
        : undefined,
    );
    renderWithApp(<AdminPurchasesRoute />);
    const item = (await screen.findByText("Bola Ade")).closest("li") as HTMLElement;
    expect(item).toHaveTextContent("$250.00");
    expect(item).toHaveTextContent("USDT on TRC20 (TRON)");
    const link = within(item).getByRole("link", { name: `Check transaction ${"ab".repeat(32)} on the explorer` });
    expect(link).toHaveAttribute("href", `https://tronscan.org/#/transaction/${"ab".repeat(32)}`);
  });
});

describe("Admin purchases: status filter", () => {
  it("when the admin opens the list, then it asks for Pending ones, and choosing All or Rejected asks again with that filter", async () => {
    signIn({ isAdmin: true });
    const fetchMock = stubFetch(list);
    const { user } = renderWithApp(<AdminPurchasesRoute />);
    const filter = await screen.findByRole("combobox", { name: "Status" });
    expect(filter).toHaveValue("Pending");
    expect(
      within(filter)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All", "Pending", "Approved", "Rejected"]);
    const listUrls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/shares/all"));
    await screen.findByText("Bola Ade");
    expect(listUrls()).toEqual(["/api/shares/all?page=1&status=Pending"]);
    await user.selectOptions(filter, "All");
    await waitFor(() => expect(listUrls()).toContain("/api/shares/all?page=1"));
    await user.selectOptions(filter, "Rejected");
    await waitFor(() => expect(listUrls()).toContain("/api/shares/all?page=1&status=Rejected"));
  });
});
