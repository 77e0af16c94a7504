import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, signIn, stubFetch } from "@/testing/render";
import { emptyJournalFilters, journalQueryString } from "../api/get-journal";
import AuditJournalRoute from "../routes/audit-journal";
import { pickDate } from "@/testing/pick-date";

const entry = {
  position: "7",
  line: 0,
  event_id: "e7",
  stream_id: "investor-u1",
  event_type: "ProfitCredited",
  debit_account: "platform:profit-expense",
  debit_name: "Platform · profit-expense",
  credit_account: "investor:u1:profit",
  credit_name: "Ife Ledger · profit",
  stream_name: "Ife Ledger",
  amount: "5.00",
  occurred_at: "2025-03-02T10:00:00.000Z",
};
const journalPage = (page: number, totalPages = 3) => ({
  entries: [{ ...entry, position: String(page * 10) }],
  total: 120,
  page,
  totalPages,
});

describe("journalQueryString", () => {
  it("when no filter is set, then only paging is sent (and nothing at all for the CSV)", () => {
    expect(journalQueryString(emptyJournalFilters, { page: 1 })).toBe("?page=1&limit=50");
    expect(journalQueryString(emptyJournalFilters)).toBe("");
  });

  it("when filters are set, then blank ones are left out and values are trimmed and encoded", () => {
    const filters = { account: " investor:u1:profit ", eventType: "", from: "2025-01-01", to: "  " };
    expect(journalQueryString(filters)).toBe("?account=investor%3Au1%3Aprofit&from=2025-01-01");
    expect(journalQueryString({ ...filters, eventType: "Profit Credited&x" }, { page: 2.7, limit: 10 })).toBe(
      "?account=investor%3Au1%3Aprofit&eventType=Profit+Credited%26x&from=2025-01-01&page=2&limit=10",
    );
  });
});

describe("journal view", () => {
  it("when an account is picked by name and the next page opened, then the query carries it with the other filters", async () => {
    signIn({ isAdmin: true });
    const fetchMock = stubFetch((url) => {
      if (url.startsWith("/api/audit/accounts"))
        return {
          body: {
            accounts: [
              { account: "platform:treasury", name: "Platform · treasury", email: null },
              { account: "investor:u2:profit", name: "Ada Obi · profit", email: "ada@example.com" },
            ],
          },
        };
      const page = Number(new URL(url, "http://x").searchParams.get("page") ?? 1);
      return url.startsWith("/api/audit/journal?") ? { body: journalPage(page) } : undefined;
    });
    const { user, router } = renderWithApp(<AuditJournalRoute />, { path: "/audit/journal" });
    await screen.findByText("120 journal line(s)");
    // (The audit screens also ask whether one admin is alone, for their banner.)
    const journalCalls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/audit/journal"));
    expect(journalCalls()[0]).toBe("/api/audit/journal?page=1&limit=50");

    await user.type(screen.getByLabelText("Event type"), "ProfitCredited");
    await pickDate(user, "From", "2025-03-01");
    await pickDate(user, "To", "2025-03-31");
    // The account is found by the investor's name or email, not typed as an id.
    await user.type(screen.getByRole("combobox", { name: "Account" }), "ada");
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain("/api/audit/accounts?search=ada"));
    const option = await screen.findByRole("option", { name: /Ada Obi · profit/ });
    expect(option).toHaveTextContent("ada@example.com");
    expect(option).toHaveAttribute("title", "investor:u2:profit");
    await user.click(option);
    const filtered = "account=investor%3Au2%3Aprofit&eventType=ProfitCredited&from=2025-03-01&to=2025-03-31";
    await screen.findByText("10.0");
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(`/api/audit/journal?${filtered}&page=1&limit=50`);
    expect(router.state.location.search).toBe(`?${filtered}`);

    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("20.0");
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(`/api/audit/journal?${filtered}&page=2&limit=50`);
    // The picked account stays named above the journal.
    expect(screen.getByText("Showing: Ada Obi · profit")).toBeInTheDocument();

    fetchMock.mockClear();
    URL.createObjectURL = () => "blob:journal";
    URL.revokeObjectURL = () => undefined;
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    await screen.findByText(/^Downloaded/);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/audit/journal.csv?${filtered}`);
  });

  it("when 'from' is after 'to', then a message shows and no query is made", async () => {
    signIn({ isAdmin: true });
    const fetchMock = stubFetch(() => ({ body: journalPage(1) }));
    const { user } = renderWithApp(<AuditJournalRoute />, { path: "/audit/journal" });
    await screen.findByText("120 journal line(s)");
    const before = fetchMock.mock.calls.length;
    await pickDate(user, "From", "2025-04-01");
    await pickDate(user, "To", "2025-03-01");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(await screen.findByText("The 'from' date must not be after the 'to' date.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.length).toBe(before);
  });
});

describe("journal table", () => {
  it("when a line is shown, then the debited account carries the amount in Debit and the credited one in Credit, by name with the id on hover", async () => {
    signIn({ isAdmin: true });
    stubFetch((url) => (url.startsWith("/api/audit/journal?") ? { body: journalPage(1, 1) } : undefined));
    renderWithApp(<AuditJournalRoute />, { path: "/audit/journal" });
    const debitRow = await screen.findByRole("row", { name: /Platform · profit-expense/ });
    const creditRow = screen.getByRole("row", { name: /Ife Ledger · profit/ });
    const columnIndex = (name: string) => screen.getAllByRole("columnheader").findIndex((header) => header.textContent === name);
    const debitAndCredit = (row: HTMLElement) =>
      [columnIndex("Debit"), columnIndex("Credit")].map((index) => within(row).getAllByRole("cell")[index]?.textContent);
    expect(debitAndCredit(debitRow)).toEqual(["5.00", ""]);
    expect(debitAndCredit(creditRow)).toEqual(["", "5.00"]);
    expect(screen.getByText("Ife Ledger · profit")).toHaveAttribute("title", "investor:u1:profit");
    // The stream is the investor's name, its id on hover and in the accessible name.
    expect(screen.getByText("Ife Ledger")).toHaveAttribute("title", "investor-u1");
    expect(debitRow).toHaveAccessibleName(expect.stringContaining("Ife Ledger, id investor-u1"));
  });
});
