import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, signIn, stubFetch, renderAdminPage } from "@/testing/render";
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
  it("when the platform has one admin, then a warning says money actions are unchecked", async () => {
    renderWith(status(1));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only one admin: money actions");
    expect(screen.getByRole("link", { name: "Approvals" })).toHaveAttribute("href", "/admin/approvals");
  });

  it("when two admins exist and requests wait, then no warning but a link to review them", async () => {
    renderWith(status(2, 3));
    expect(await screen.findByText(/3 request\(s\) await a second admin's approval/)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Review approvals" })).toHaveAttribute("href", "/admin/approvals");
  });
});

describe("Admin dashboard: pending counts", () => {
  it("when requests wait in the queues, then each tile says how many and an empty queue says nothing", async () => {
    signIn({ isAdmin: true });
    stubFetch((url) =>
      url === "/api/admin/pending-counts"
        ? { body: { purchases: 2, withdrawals: 3, sellBacks: 0, loans: 1, manualPayments: 1, approvals: 4 } }
        : url === "/api/admin/four-eyes"
          ? { body: status(2) }
          : undefined,
    );
    renderWithApp(<AdminDashboardRoute />);
    expect(await screen.findByRole("link", { name: "Withdrawals, 3 pending" })).toHaveAttribute("href", "/admin/withdrawals");
    expect(screen.getByRole("link", { name: "Share Purchases, 2 pending" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Approvals, 4 pending" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Loan Management, 2 pending" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Share Sell-backs" })).toBeInTheDocument();
  });
});
