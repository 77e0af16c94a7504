import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, signIn, stubFetch } from "@/testing/render";
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
    expect(await screen.findByText("Please enter a valid profit percentage.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/profits/credit")).toBe(false);
  });

  it("when a run starts, then its progress bar is polled until it reaches 100%", async () => {
    signIn({ isAdmin: true });
    let polls = 0;
    const fetchMock = stubFetch((url) => {
      if (url === "/api/profits/credit") return { status: 202, body: { message: "Profit run started", runId: "r1" } };
      if (url === "/api/profits/runs/r1") {
        polls += 1;
        return { body: polls < 3 ? run(polls, "running") : run(4, "completed") };
      }
      return { body: { runs: [] } };
    });
    const { user } = renderWithApp(<CreditProfitRoute />);
    await user.type(screen.getByLabelText("Profit Percentage (%)"), "2");
    await user.click(screen.getByRole("button", { name: "Credit Profit" }));
    expect(await screen.findByText("Profit run started")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100"), { timeout: 4000 });
    expect(screen.getByText(/100\.0% · 4 of 4 investors · \$20\.00 credited/)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/profits/credit");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ percentage: 2 });
  });
});
