import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { findTextTimes, renderWithApp, sentWrites, stubFetch } from "@/testing/render";
import { RewardForm } from "./reward-form";

describe("RewardForm", () => {
  it.each([[""], ["0"], ["x"]])("when the percentage is %j, then 'Enter a valid percentage'", async (value) => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<RewardForm onStarted={vi.fn()} running={false} />);
    if (value) await user.type(screen.getByLabelText("Reward Percentage (%)"), value);
    await user.click(screen.getByRole("button", { name: "Distribute Rewards" }));
    await findTextTimes("Enter a valid percentage", 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when valid, then a confirmation asks first and Confirm distributes", async () => {
    const onStarted = vi.fn();
    const fetchMock = stubFetch(() => ({ body: { message: "Distribution started", runId: "rw1" } }));
    const { user } = renderWithApp(<RewardForm onStarted={onStarted} running={false} />);
    await user.type(screen.getByLabelText("Reward Percentage (%)"), "3");
    await user.click(screen.getByRole("button", { name: "Distribute Rewards" }));
    expect(await screen.findByText("Are you sure you want to distribute 3% referral rewards?")).toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Distribution started")).toBeInTheDocument();
    expect(onStarted).toHaveBeenCalledWith("rw1");
  });

  it("when the referrers are known, then the confirmation counts them and estimates the total, and a double click sends one request with an Idempotency-Key", async () => {
    const referrers = [
      { _id: "a", fullName: "Bola Ade", email: "bola@example.com", teamShares: 10, teamInvestment: 1000, referralRewardBalance: 0 },
      { _id: "b", fullName: "Chi Eze", email: "chi@example.com", teamShares: 5, teamInvestment: 500, referralRewardBalance: 0 },
    ];
    const fetchMock = stubFetch(() => ({ body: { message: "Distribution started", runId: "rw1" } }));
    const { user } = renderWithApp(<RewardForm onStarted={vi.fn()} running={false} referrers={referrers} />);
    await user.type(screen.getByLabelText("Reward Percentage (%)"), "3");
    await user.click(screen.getByRole("button", { name: "Distribute Rewards" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Referrers2");
    expect(dialog).toHaveTextContent("Team investment$1,500.00");
    expect(dialog).toHaveTextContent("Estimated total$45.00");
    await user.dblClick(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Distribution started")).toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([
      { url: "/api/admin/referral-rewards/distribute", key: expect.any(String), body: { percentage: 3 } },
    ]);
  });

  it("when the confirmation is dismissed with Escape, then nothing is sent", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<RewardForm onStarted={vi.fn()} running={false} />);
    await user.type(screen.getByLabelText("Reward Percentage (%)"), "3");
    await user.click(screen.getByRole("button", { name: "Distribute Rewards" }));
    await screen.findByText("Are you sure you want to distribute 3% referral rewards?");
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByText("Are you sure you want to distribute 3% referral rewards?")).not.toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([]);
  });
});
