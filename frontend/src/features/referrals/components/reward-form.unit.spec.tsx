import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { findInlineOnly, renderWithApp, sentWrites, stubFetch, type FetchRoute } from "@/testing/render";
import { RewardForm } from "./reward-form";

const preview = { investors: 2, total: "45.00", recentRun: null };
/** The previews answered, the rest by `route`. */
const withPreview =
  (route: FetchRoute = () => undefined, answer: unknown = preview): FetchRoute =>
  (url, init) =>
    url.startsWith("/api/admin/referral-rewards/preview?") ? { body: answer } : route(url, init);

describe("RewardForm", () => {
  it.each([[""], ["0"], ["x"]])("when the percentage is %j, then 'Enter a valid percentage'", async (value) => {
    const fetchMock = stubFetch(withPreview());
    const { user } = renderWithApp(<RewardForm onStarted={vi.fn()} running={false} />);
    if (value) await user.type(screen.getByLabelText("Reward Percentage (%)"), value);
    await user.click(screen.getByRole("button", { name: "Distribute Rewards" }));
    await findInlineOnly("Enter a valid percentage");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when valid, then a confirmation asks first and Confirm distributes", async () => {
    const onStarted = vi.fn();
    const fetchMock = stubFetch(withPreview(() => ({ body: { message: "Distribution started", runId: "rw1" } })));
    const { user } = renderWithApp(<RewardForm onStarted={onStarted} running={false} />);
    await user.type(screen.getByLabelText("Reward Percentage (%)"), "3");
    await user.click(screen.getByRole("button", { name: "Distribute Rewards" }));
    expect(await screen.findByText("Are you sure you want to distribute 3% referral rewards?")).toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([]);
    await user.type(await screen.findByLabelText("Type 3 to confirm"), "3");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Distribution started")).toBeInTheDocument();
    expect(onStarted).toHaveBeenCalledWith("rw1");
  });

  it("when the referrers are known, then the confirmation counts them and estimates the total, and a double click sends one request with an Idempotency-Key", async () => {
    const referrers = [
      { _id: "a", fullName: "Bola Ade", email: "bola@example.com", teamShares: 10, teamInvestment: 1000, referralRewardBalance: 0 },
      { _id: "b", fullName: "Chi Eze", email: "chi@example.com", teamShares: 5, teamInvestment: 500, referralRewardBalance: 0 },
    ];
    const fetchMock = stubFetch(withPreview(() => ({ body: { message: "Distribution started", runId: "rw1" } })));
    const { user } = renderWithApp(<RewardForm onStarted={vi.fn()} running={false} referrers={referrers} />);
    await user.type(screen.getByLabelText("Reward Percentage (%)"), "3");
    await user.click(screen.getByRole("button", { name: "Distribute Rewards" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Referrers2");
    expect(dialog).toHaveTextContent("Team investment$1,500.00");
    expect(dialog).toHaveTextContent("Estimated total$45.00");
    await user.type(await screen.findByLabelText("Type 3 to confirm"), "RUN");
    await user.dblClick(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Distribution started")).toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([
      { url: "/api/admin/referral-rewards/distribute", key: expect.any(String), body: { percentage: 3 } },
    ]);
  });

  it("when the confirmation is dismissed with Escape, then nothing is sent", async () => {
    const fetchMock = stubFetch(withPreview());
    const { user } = renderWithApp(<RewardForm onStarted={vi.fn()} running={false} />);
    await user.type(screen.getByLabelText("Reward Percentage (%)"), "3");
    await user.click(screen.getByRole("button", { name: "Distribute Rewards" }));
    await screen.findByText("Are you sure you want to distribute 3% referral rewards?");
    // Focus lands on the typed confirmation (the only way to enable Confirm), not on Confirm.
    expect(screen.getByLabelText("Type 3 to confirm")).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByText("Are you sure you want to distribute 3% referral rewards?")).not.toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when no investor has referrals, then Distribute Rewards is disabled with the reason", async () => {
    stubFetch(withPreview(undefined, { investors: 0, total: "0.00", recentRun: null }));
    renderWithApp(<RewardForm onStarted={vi.fn()} running={false} />);
    expect(await screen.findByText("No investor has referrals to reward yet.")).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Distribute Rewards" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("No investor has referrals to reward yet.");
  });

  it("when the admin confirms, then the dialog says what the run credits, warns of this week's run, and Confirm waits for the typed percentage", async () => {
    const recent = { investors: 2, total: "1234.5", recentRun: { percentage: "2", startedAt: "2026-11-27T13:05:00Z" } };
    const fetchMock = stubFetch(withPreview(() => ({ body: { message: "Distribution started", runId: "rw1" } }), recent));
    const { user } = renderWithApp(<RewardForm onStarted={vi.fn()} running={false} />);
    await user.type(screen.getByLabelText("Reward Percentage (%)"), "2");
    await user.click(screen.getByRole("button", { name: "Distribute Rewards" }));
    const dialog = await screen.findByRole("dialog");
    expect(await screen.findByText("Credits $1,234.50 to 2 investors")).toBeInTheDocument();
    expect(dialog).toHaveTextContent("A 2 % referral reward run already ran this week on 27 Nov 2026, 14:05 WAT.");
    const confirm = screen.getByRole("button", { name: "Confirm" });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText("Type 2 to confirm"), "3");
    expect(confirm).toBeDisabled();
    await user.clear(screen.getByLabelText("Type 2 to confirm"));
    await user.type(screen.getByLabelText("Type 2 to confirm"), "2");
    expect(confirm).toBeEnabled();
    expect(sentWrites(fetchMock)).toEqual([]);
  });
});
