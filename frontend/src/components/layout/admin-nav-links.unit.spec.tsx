import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, signIn, stubFetch } from "@/testing/render";
import { activeNavEntry, AdminNavLinks, adminNavLinks } from "./admin-nav-links";

const counts = { purchases: 0, withdrawals: 3, sellBacks: 1, loans: 0, manualPayments: 2, approvals: 0 };

function renderAt(path: string) {
  signIn({ isAdmin: true });
  stubFetch((url) => (url === "/api/admin/pending-counts" ? { body: counts } : undefined));
  return renderWithApp(
    <ul>
      <AdminNavLinks />
    </ul>,
    { path },
  );
}

describe("Admin nav", () => {
  it("when withdrawals and loan payments wait, then their entries carry a count and empty queues carry none", async () => {
    renderAt("/admin");
    expect(await screen.findByRole("link", { name: "Withdrawals, 3 pending" })).toHaveAttribute("href", "/admin/withdrawals");
    expect(screen.getByRole("link", { name: "Loans, 2 pending" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sell-backs, 1 pending" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Purchases" })).toBeInTheDocument();
  });

  it("when the admin opens the nav, then it offers admin screens only, not the investor's", async () => {
    renderAt("/admin");
    await screen.findByRole("link", { name: "Withdrawals, 3 pending" });
    for (const investorItem of ["Buy Shares", "Withdraw", "Sell", "My Profile", "Referrals"])
      expect(screen.queryByRole("link", { name: investorItem })).not.toBeInTheDocument();
  });

  it("when the admin is on approvals, then only Approvals is highlighted (not Admin too)", async () => {
    renderAt("/admin/approvals");
    await screen.findByRole("link", { name: "Withdrawals, 3 pending" });
    const current = screen.getAllByRole("link").filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual(["Approvals"]);
  });

  it("when a path is nested or unknown, then the longest matching entry wins or none", () => {
    expect(activeNavEntry("/admin/withdrawals/abc", adminNavLinks)).toBe("/admin/withdrawals");
    expect(activeNavEntry("/admin/credit-profit", adminNavLinks)).toBe("/admin");
    expect(activeNavEntry("/administrator", adminNavLinks)).toBeUndefined();
  });
});
