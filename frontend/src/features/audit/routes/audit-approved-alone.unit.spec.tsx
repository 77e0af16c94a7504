import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, signIn, stubFetch } from "@/testing/render";
import AuditApprovedAloneRoute from "./audit-approved-alone";
import AuditJournalRoute from "./audit-journal";

const items = [
  {
    admin: { id: "a1", email: "alone@example.com" },
    action: "profit-run",
    amount: 2,
    at: "2026-11-28T10:00:00.000Z",
    remainingAllowance: 3,
  },
  {
    admin: { id: "a1", email: "alone@example.com" },
    action: "withdrawal",
    amount: 500,
    at: "2026-11-28T09:00:00.000Z",
    remainingAllowance: 4500,
  },
];

describe("Approved alone", () => {
  it("when an auditor opens Approved alone, then each solo action shows its admin, amount and the allowance left", async () => {
    signIn();
    stubFetch((url) => {
      if (url === "/api/audit/approved-alone") return { body: { items } };
      if (url === "/api/audit/admin-oversight") return { body: { adminCount: 2, loneAdmin: false } };
      return undefined;
    });
    renderWithApp(<AuditApprovedAloneRoute />, { path: "/audit/approved-alone" });
    const rows = await screen.findAllByRole("row");
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining("When"),
      expect.stringMatching(/alone@example\.com.*profit-run.*2%.*3%/),
      expect.stringMatching(/alone@example\.com.*withdrawal.*\$500\.00.*\$4,500\.00/),
    ]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("when one admin runs the platform alone, then the audit screens show a banner saying so", async () => {
    signIn();
    stubFetch((url) => {
      if (url === "/api/audit/approved-alone") return { body: { items: [] } };
      if (url === "/api/audit/admin-oversight") return { body: { adminCount: 1, loneAdmin: true } };
      return undefined;
    });
    renderWithApp(<AuditApprovedAloneRoute />, { path: "/audit/approved-alone" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Only one admin exists: nobody checks what they approve.");
    expect(screen.getByText("No admin approved anything alone in the last 30 days.")).toBeInTheDocument();
  });

  it("when an admin or auditor opens the journal, then what admins approved alone shows beside its lines", async () => {
    signIn({ isAdmin: true });
    stubFetch((url) => {
      if (url === "/api/audit/approved-alone") return { body: { items } };
      if (url === "/api/audit/admin-oversight") return { body: { adminCount: 2, loneAdmin: false } };
      if (url.startsWith("/api/audit/journal?")) return { body: { entries: [], total: 0, page: 1, totalPages: 1 } };
      return undefined;
    });
    renderWithApp(<AuditJournalRoute />, { path: "/audit/journal" });
    expect(await screen.findByRole("heading", { name: "Approved alone" })).toBeInTheDocument();
    expect(await screen.findByText(/\$4,500\.00/)).toBeInTheDocument();
  });
});
