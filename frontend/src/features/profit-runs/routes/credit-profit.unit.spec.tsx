import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectCancelSendsNothing, findInlineOnly, renderWithApp, sentWrites, signIn, stubFetch } from "@/testing/render";
import CreditProfitRoute from "./credit-profit";

const run = (processed: number, status: string) => ({
  id: "r1",
  status,
  percentage: 2,
  total: 4,
  processed,
  progress: (processed / 4) * 100,
  totalAmount: processed * 5,
});

describe("Credit profit page", () => {
  it.each([[""], ["0"], ["-1"], ["abc"]])("when the percentage is %j, then 'Please enter a valid profit percentage.'", async (value) => {
    const fetchMock = stubFetch(() => ({ body: { runs: [] } }));
    const { user } = renderWithApp(<CreditProfitRoute />);
    if (value) await user.type(screen.getByLabelText("Profit Percentage (%)"), value);
    await user.click(screen.getByRole("button", { name: "Credit Profit" }));
    await findInlineOnly("Please enter a valid profit percentage.");
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/profits/credit")).toBe(false);
  });

  it("when the admin cancels the confirmation, then no profit is credited", async () => {
    const fetchMock = stubFetch(() => ({ body: { runs: [] } }));
    const { user } = renderWithApp(<CreditProfitRoute />);
    await user.type(screen.getByLabelText("Profit Percentage (%)"), "1.5");
    await user.click(screen.getByRole("button", { name: "Credit Profit" }));
    await expectCancelSendsNothing(user, fetchMock);
  });

  it("when a run is confirmed (double click), then one request with an Idempotency-Key starts it and its progress bar is polled until it reaches 100%", async () => {
    signIn({ isAdmin: true });
    let polls = 0;
    const fetchMock = stubFetch((url) => {
      if (url === "/api/profits/credit") return { status: 202, body: { message: "Profit run started", runId: "r1" } };
      if (url === "/api/admin/stats") return { body: { registeredUsers: 5, totalSharesPurchased: 10 } };
      if (url === "/api/admin/share-price") return { body: { pricePerShare: 100 } };
      if (url === "/api/profits/preview?percentage=2") return { body: { investors: 4, total: "20.00", recentRun: null } };
      if (url === "/api/profits/runs/r1") {
        polls += 1;
        return { body: polls < 3 ? run(polls, "running") : run(4, "completed") };
      }
      return { body: { runs: [] } };
    });
    const { user } = renderWithApp(<CreditProfitRoute />);
    await user.type(screen.getByLabelText("Profit Percentage (%)"), "2");
    await user.click(screen.getByRole("button", { name: "Credit Profit" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Credit 2% profit to every investor? About $20.00 in total is added to their profit balances.");
    expect(await within(dialog).findByText("Credits $20.00 to 4 investors")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Credit 2%" })).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Type 2 to confirm"), "2");
    expect(sentWrites(fetchMock)).toEqual([]);
    await user.dblClick(within(dialog).getByRole("button", { name: "Credit 2%" }));
    expect(await screen.findByText("Profit run started")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100"), { timeout: 4000 });
    expect(screen.getByText(/100\.0% · 4 of 4 investors · \$20\.00 credited/)).toBeInTheDocument();
    const sent = sentWrites(fetchMock);
    expect(sent).toEqual([{ url: "/api/profits/credit", key: expect.any(String), body: { percentage: 2 } }]);
  });

  it("when a 2 % profit run already ran this week, then the confirmation warns with its date and time", async () => {
    signIn({ isAdmin: true });
    const recentRun = { percentage: "2", startedAt: "2026-11-27T13:05:00Z" };
    stubFetch((url) =>
      url === "/api/profits/preview?percentage=2" ? { body: { investors: 3, total: "60.00", recentRun } } : { body: { runs: [] } },
    );
    const { user } = renderWithApp(<CreditProfitRoute />);
    await user.type(screen.getByLabelText("Profit Percentage (%)"), "2");
    await user.click(screen.getByRole("button", { name: "Credit Profit" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("A 2 % profit run already ran this week on 27 Nov 2026, 14:05 WAT.");
    expect(dialog).toHaveTextContent("Credits $60.00 to 3 investors");
  });
});
