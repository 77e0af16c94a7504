import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, signIn, stubFetch } from "@/testing/render";
import type { TrialBalance } from "../api/types";
import AuditTrialBalanceRoute from "../routes/audit-trial-balance";
import { TrialBalanceTable } from "./trial-balance-table";
import { pickDate } from "@/testing/pick-date";

const balanced: TrialBalance = {
  asOf: null,
  position: null,
  accounts: [
    {
      account: "platform:treasury",
      accountName: "Platform · treasury",
      debits: "1250",
      credits: "0",
      balance: "-1250",
      normal: "debit",
      debitBalance: "1250.00",
      creditBalance: null,
    },
    {
      account: "platform:share-capital",
      accountName: "Platform · share-capital",
      debits: "0",
      credits: "1000.5",
      balance: "1000.5",
      normal: "credit",
      debitBalance: null,
      creditBalance: "1000.50",
    },
    {
      account: "investor:0b7f6a52-3c1d-4e8f-9a21-5d6c7b8e9f01:profit",
      accountName: "Ada Obi · profit",
      debits: "0",
      credits: "249.50",
      balance: "249.50",
      normal: "credit",
      debitBalance: null,
      creditBalance: "249.50",
    },
  ],
  totals: { debits: "1250.00", credits: "1250.00", balance: "0.00", debitBalance: "1250.00", creditBalance: "1250.00" },
};

/** The Debit balance and Credit balance cells of an account's row. */
const balanceCells = (name: string) =>
  within(screen.getByRole("row", { name: new RegExp(name) }))
    .getAllByRole("cell")
    .slice(-2)
    .map((cell) => cell.textContent);

const totalsRow = () => screen.getByText("Total").closest("tr") as HTMLElement;

describe("TrialBalanceTable", () => {
  it("when the ledger balances, then every account is listed and both balance columns total the same", () => {
    renderWithApp(<TrialBalanceTable trialBalance={balanced} />);
    expect(screen.getAllByRole("row")).toHaveLength(1 + 3 + 1);
    expect(screen.getByRole("row", { name: /platform:treasury/ })).toHaveTextContent("1,250.00");
    expect(screen.getByRole("row", { name: /platform:share-capital/ })).toHaveTextContent("1,000.50");
    const cells = within(totalsRow()).getAllByRole("cell");
    expect(cells.map((cell) => cell.textContent)).toEqual(["Total", "", "1,250.00", "1,250.00", "1,250.00", "1,250.00"]);
    expect(screen.getByText("Balanced: total 0.00")).toBeInTheDocument();
  });

  it("when a credit-normal and a debit-normal account are listed, then each balance is a positive amount on its own side", () => {
    renderWithApp(<TrialBalanceTable trialBalance={balanced} />);
    // An investor's profit (a liability) is a Credit balance, not a negative number.
    expect(balanceCells("Ada Obi · profit")).toEqual(["", "249.50"]);
    expect(balanceCells("Platform · share-capital")).toEqual(["", "1,000.50"]);
    // The treasury (an asset) is a Debit balance.
    expect(balanceCells("Platform · treasury")).toEqual(["1,250.00", ""]);
    expect(screen.queryByText(/^-/)).not.toBeInTheDocument();
  });

  it("when an account is shown, then its name is shown and its full id is on hover and in its accessible name", () => {
    renderWithApp(<TrialBalanceTable trialBalance={balanced} />);
    const name = screen.getByText("Ada Obi · profit");
    expect(name).toHaveAttribute("title", "investor:0b7f6a52-3c1d-4e8f-9a21-5d6c7b8e9f01:profit");
    expect(
      screen.getByRole("row", { name: /Ada Obi · profit, id investor:0b7f6a52-3c1d-4e8f-9a21-5d6c7b8e9f01:profit/ }),
    ).toBeInTheDocument();
  });

  it("when the totals do not sum to zero, then the table says by how much it is out of balance", () => {
    renderWithApp(
      <TrialBalanceTable
        trialBalance={{ ...balanced, totals: { ...balanced.totals, credits: "1250.01", balance: "0.01", creditBalance: "1250.01" } }}
      />,
    );
    expect(within(totalsRow()).getAllByRole("cell").at(-1)).toHaveTextContent("1,250.01");
    expect(screen.getByText("Out of balance by 0.01")).toBeInTheDocument();
    expect(screen.queryByText(/^Balanced/)).not.toBeInTheDocument();
  });

  it("when a date and a position are chosen, then the view and its CSV ask for that point", async () => {
    signIn({ isAdmin: true });
    const fetchMock = stubFetch((url) =>
      url.startsWith("/api/audit/trial-balance?") || url === "/api/audit/trial-balance" ? { body: balanced } : undefined,
    );
    const { user } = renderWithApp(<AuditTrialBalanceRoute />, { path: "/audit/trial-balance" });
    await screen.findByText("Balanced: total 0.00");
    await pickDate(user, "As of", "2025-03-31");
    await user.type(screen.getByLabelText("Position"), "42");
    await user.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain("/api/audit/trial-balance?asOf=2025-03-31&position=42"),
    );

    fetchMock.mockClear();
    URL.createObjectURL = () => "blob:trial-balance";
    URL.revokeObjectURL = () => undefined;
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    await screen.findByText(/^Downloaded/);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/audit/trial-balance.csv?asOf=2025-03-31&position=42");
    expect(init?.credentials).toBe("same-origin");
    expect(new Headers(init?.headers).get("Authorization")).toBeNull();
  });

  it("when the position is not a whole number, then nothing is asked and a message shows", async () => {
    signIn({ isAdmin: true });
    const fetchMock = stubFetch(() => ({ body: balanced }));
    const { user } = renderWithApp(<AuditTrialBalanceRoute />, { path: "/audit/trial-balance" });
    await screen.findByText("Balanced: total 0.00");
    const before = fetchMock.mock.calls.length;
    await user.type(screen.getByLabelText("Position"), "4.5");
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(await screen.findByText("Position must be a whole number.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.length).toBe(before);
  });
});
