import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAdminPage, renderWithApp, signIn, stubFetch } from "@/testing/render";
import AdminDashboardRoute from "./admin-dashboard";

const status = (adminCount: number, pendingCount = 0) => ({
  adminCount,
  active: adminCount >= 2,
  pendingCount,
  percentThreshold: 5,
  amountThreshold: 1000,
});

function renderWith(fourEyes: unknown) {
  return renderAdminPage(<AdminDashboardRoute />, "/", "/api/admin/four-eyes", fourEyes);
}

describe("Admin dashboard: four eyes", () => {
  it("when the platform has one admin, then a warning says money actions are unchecked, with no command to type", async () => {
    renderWith(status(1));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Only one admin: money actions");
    expect(alert).toHaveTextContent("Ask the platform's operator to add a second admin");
    expect(document.body.textContent).not.toMatch(/npm run|admin:grant|<email>/);
  });

  it("when two admins exist, then no warning", async () => {
    renderWith(status(2, 3));
    await screen.findByRole("heading", { name: "Needs action" });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("Admin dashboard: needs action", () => {
  it("when requests wait in the queues, then the first block counts each queue, the empty ones as 0", async () => {
    signIn({ isAdmin: true });
    stubFetch((url) =>
      url === "/api/admin/pending-counts"
        ? { body: { purchases: 2, withdrawals: 3, sellBacks: 0, loans: 1, manualPayments: 1, approvals: 4 } }
        : url === "/api/admin/four-eyes"
          ? { body: status(2) }
          : undefined,
    );
    renderWithApp(<AdminDashboardRoute />);
    const queue = screen.getByRole("region", { name: "Needs action" });
    expect(await within(queue).findByRole("link", { name: "Withdrawals: 3 waiting" })).toHaveAttribute("href", "/admin/withdrawals");
    expect(within(queue).getByRole("link", { name: "Purchases: 2 waiting" })).toHaveAttribute("href", "/admin/purchases");
    expect(within(queue).getByRole("link", { name: "Sell-backs: 0 waiting" })).toHaveAttribute("href", "/admin/sell-backs");
    expect(within(queue).getByRole("link", { name: "Loans and loan payments: 2 waiting" })).toHaveAttribute("href", "/admin-loans");
    expect(within(queue).getByRole("link", { name: "Waiting for a second admin: 4 waiting" })).toHaveAttribute("href", "/admin/approvals");
    expect(queue).toHaveTextContent("11 waiting in all.");
    // The queue comes first: before the figures and the tools.
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["Needs action", "Manage", "Tools"]);
  });

  it("when nothing waits, then the queue says so", async () => {
    signIn({ isAdmin: true });
    stubFetch((url) =>
      url === "/api/admin/pending-counts"
        ? { body: { purchases: 0, withdrawals: 0, sellBacks: 0, loans: 0, manualPayments: 0, approvals: 0 } }
        : undefined,
    );
    renderWithApp(<AdminDashboardRoute />);
    expect(await screen.findByText("Nothing waits for you.")).toBeInTheDocument();
  });

  it("when the admin looks for the API reference and jobs, then they sit in Tools, apart from the money work", async () => {
    renderWith(status(2));
    const tools = await screen.findByRole("navigation", { name: "Tools" });
    expect(within(tools).getByRole("link", { name: "API Reference" })).toHaveAttribute("href", "/api/docs");
    expect(within(tools).getByRole("link", { name: "Background Jobs" })).toHaveAttribute("href", "/admin/jobs");
    const manage = screen.getByRole("navigation", { name: "Manage" });
    expect(within(manage).queryByRole("link", { name: "API Reference" })).not.toBeInTheDocument();
  });
});
