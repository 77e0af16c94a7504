import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, signIn, stubFetch } from "@/testing/render";
import AdminLoansRoute from "./admin-loans";

describe("/admin-loans", () => {
  it("when the page opens, then the search comes first and the portal switch sits in its own panel below the list", async () => {
    signIn({ isAdmin: true });
    stubFetch((url) => {
      if (url === "/api/loans/portal-status") return { body: { isOpen: true } };
      if (url.startsWith("/api/loans/all")) return { body: { loans: [], totalPages: 1, currentPage: 1 } };
      return undefined;
    });
    renderWithApp(<AdminLoansRoute />, { path: "/admin-loans" });
    const panel = await screen.findByRole("region", { name: "Loan portal" });
    const toggle = await within(panel).findByRole("button", { name: "Close Loan Portal" });
    expect(await screen.findByText("No loan records found")).toBeInTheDocument();
    const search = screen.getByLabelText("Search by name or email");
    const controls = Array.from(document.querySelectorAll("input, select, button"));
    expect(controls.indexOf(search)).toBeLessThan(controls.indexOf(toggle));
    expect(controls[0]).not.toBe(toggle);
    expect(panel).toHaveTextContent("The loan portal is open: investors can request loans.");
  });

  it("when the admin filters, then search and status sit in the one filter bar every admin list uses, and the status is asked of the server", async () => {
    signIn({ isAdmin: true });
    const fetchMock = stubFetch((url) => {
      if (url === "/api/loans/portal-status") return { body: { isOpen: true } };
      if (url.startsWith("/api/loans/all")) return { body: { loans: [], totalPages: 1, currentPage: 1 } };
      return undefined;
    });
    const { user } = renderWithApp(<AdminLoansRoute />, { path: "/admin-loans" });
    const bar = await screen.findByRole("group", { name: "Filters" });
    expect(within(bar).getByLabelText("Search by name or email")).toBeInTheDocument();
    await user.selectOptions(within(bar).getByLabelText("Status"), "Approved");
    await screen.findByText("No loan records found");
    expect(
      fetchMock.mock.calls.map(([url]) => String(url)).some((url) => url.startsWith("/api/loans/all") && url.includes("status=Approved")),
    ).toBe(true);
    // One page of results: no pager at all.
    expect(screen.queryByRole("navigation", { name: "Loan pages" })).not.toBeInTheDocument();
  });
});
