import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { heldWithdrawalApproval } from "@/testing/fixtures";
import { expectConfirmSendsOnce, type FetchRoute, renderWithApp, sentWrites, signIn, stubFetch } from "@/testing/render";
import AdminApprovalsRoute from "./admin-approvals";

const pending = heldWithdrawalApproval({ requestedBy: { _id: "admin-a", fullName: "Chidi Admin", email: "chidi@example.com" } });
const failed = {
  ...pending,
  _id: "ap0",
  status: "Failed",
  decidedBy: { _id: "admin-b", fullName: "Dayo Admin" },
  decidedAt: "2026-01-02T11:00:00.000Z",
  failure: "Withdrawal is not pending",
};
const twoAdmins = { adminCount: 2, active: true, pendingCount: 1, percentThreshold: 5, amountThreshold: 1000 };

const routeWith =
  (approvals: unknown[], status: unknown = twoAdmins): FetchRoute =>
  (url) => {
    if (url.startsWith("/api/admin/approvals?")) return { body: { approvals, totalPages: 1, currentPage: 1, pendingCount: 1 } };
    if (url === "/api/admin/four-eyes") return { body: status };
    return undefined;
  };

/** The list with the one pending request, whose approval is carried out. */
const approvable =
  (status: unknown = twoAdmins): FetchRoute =>
  (url, init) =>
    (url === "/api/admin/approvals/ap1/approve" && init?.method === "PUT"
      ? { body: { message: "Approved: the action was carried out.", approval: { ...pending, status: "Approved" } } }
      : undefined) ?? routeWith([pending], status)(url, init);

function renderAs(adminId: string, route: FetchRoute) {
  signIn({ id: adminId, isAdmin: true });
  const fetchMock = stubFetch(route);
  return { ...renderWithApp(<AdminApprovalsRoute />), fetchMock };
}

describe("Approvals page", () => {
  it("when a request awaits approval, then the list shows who asked, what, for whom, how much and when, and a decided one shows why it failed", async () => {
    renderAs("admin-b", routeWith([pending, failed]));
    const rows = await screen.findAllByRole("row");
    expect(rows[1]).toHaveTextContent("Chidi Admin");
    expect(rows[1]).toHaveTextContent("Approve a withdrawal of $1500.00");
    expect(rows[1]).toHaveTextContent("Bola Ade");
    expect(rows[1]).toHaveTextContent("$1,500.00");
    expect(rows[1]).toHaveTextContent("Pending");
    expect(rows[2]).toHaveTextContent("Dayo Admin");
    expect(rows[2]).toHaveTextContent("Withdrawal is not pending");
    expect(within(rows[2] as HTMLElement).queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
  });

  it("when another admin approves, then a dialog names the request first and only Confirm sends one approve with an Idempotency-Key", async () => {
    const { user, fetchMock } = renderAs("admin-b", approvable());
    await user.click(await screen.findByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Approve Chidi Admin's request? Approve a withdrawal of $1500.00 takes effect now.");
    expect(dialog).toHaveTextContent("Bola Ade (bola@example.com)");
    await expectConfirmSendsOnce(
      { user, fetchMock, dialog },
      { confirm: "Approve request", toastText: "Approved: the action was carried out.", url: "/api/admin/approvals/ap1/approve" },
    );
  });

  it("when the server asks for an authenticator code to approve, then the dialog shows a code field and sends the code with the approve", async () => {
    const { user, fetchMock } = renderAs("admin-b", approvable({ ...twoAdmins, actionCodeRequired: true }));
    await user.click(await screen.findByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Authenticator code"), "123 456");
    await user.click(within(dialog).getByRole("button", { name: "Approve request" }));
    expect(await screen.findByText("Approved: the action was carried out.")).toBeInTheDocument();
    expect(sentWrites(fetchMock).map((w) => [w.url, w.body])).toEqual([["/api/admin/approvals/ap1/approve", { code: "123456" }]]);
  });

  it("when the list shows the admin's own request, then Approve is disabled and Reject still withdraws it", async () => {
    const { user, fetchMock } = renderAs("admin-a", routeWith([pending]));
    expect(await screen.findByRole("button", { name: "Approve" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("will not happen; nothing changes.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when the server refuses the approval, then its message is shown", async () => {
    const { user } = renderAs(
      "admin-b",
      (url, init) =>
        (url === "/api/admin/approvals/ap1/approve"
          ? { status: 409, body: { message: "This request was already approved." } }
          : undefined) ?? routeWith([pending])(url, init),
    );
    await user.click(await screen.findByRole("button", { name: "Approve" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Approve request" }));
    expect(await screen.findByText("This request was already approved.")).toBeInTheDocument();
  });

  it("when the platform has one admin, then the page says money actions take effect unchecked", async () => {
    renderAs("admin-a", routeWith([], { ...twoAdmins, adminCount: 1, active: false, pendingCount: 0 }));
    expect(await screen.findByText(/Only one admin: money actions take effect at once, unchecked/)).toBeInTheDocument();
    expect(await screen.findByText("No approval requests yet.")).toBeInTheDocument();
    // The operator's command belongs to the docs, not to an admin's screen.
    expect(document.body.textContent).not.toMatch(/npm run|admin:grant/);
  });
});

describe("Approvals page: amounts", () => {
  it("when runs, price changes and money actions wait, then each row shows its amount or percent instead of '-'", async () => {
    const run = {
      ...pending,
      _id: "ap2",
      kind: "profit-run",
      description: "Credit 2% profit to all investors",
      action: { kind: "profit-run", percentage: "2" },
      amount: null,
      user: null,
    };
    const price = {
      ...run,
      _id: "ap3",
      kind: "share-price",
      description: "Change the share price",
      action: { kind: "share-price", pricePerShare: "120.00", previousPrice: "100.00" },
    };
    const noItemAmount = { ...pending, _id: "ap4", amount: null, action: { ...pending.action, amount: "250.50" } };
    renderAs("admin-b", routeWith([pending, run, price, noItemAmount]));
    const rows = await screen.findAllByRole("row");
    const amountOf = (row: HTMLElement) => within(row).getAllByRole("cell")[3]?.textContent;
    expect(rows.slice(1).map(amountOf)).toEqual(["$1,500.00", "2 %", "$120.00 a share", "$250.50"]);
  });
});
