import type { ActivityItem } from "@app/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { pendingWithdrawalActivity } from "@/testing/fixtures";
import { renderWithApp, signIn, stubFetch } from "@/testing/render";
import ActivityDetailRoute from "./activity-detail";
import ActivityRoute from "./activity";

const withdrawal = pendingWithdrawalActivity("2026-11-28T10:00:00.000Z", "TXYZ");
const purchase: ActivityItem = {
  ...withdrawal,
  id: "purchase-p1",
  kind: "purchase",
  title: "Purchase of 2 share(s)",
  amount: 200,
  status: "Rejected",
  at: "2026-11-26T10:00:00.000Z",
  decidedAt: "2026-11-27T10:00:00.000Z",
  steps: [
    { label: "Submitted", state: "done", at: "2026-11-26T10:00:00.000Z" },
    { label: "In review", state: "done", at: null },
    { label: "Rejected", state: "failed", at: "2026-11-27T10:00:00.000Z" },
  ],
  rejectionReason: "No payment arrived",
  link: "/activity/purchase-p1",
  details: [{ label: "Shares", value: "2" }],
};

const openDetail = async (id: string) => {
  const { router } = renderWithApp(<p>Start</p>, { extraRoutes: [{ path: "/activity/:id", element: <ActivityDetailRoute /> }] });
  await router.navigate(`/activity/${id}`);
};

describe("/activity", () => {
  it("when the API lists a withdrawal and a rejected purchase, then the feed shows them in its order with amounts, trackers, the reason and detail links", async () => {
    signIn();
    const fetchMock = stubFetch((url) =>
      url.startsWith("/api/activity?") ? { body: { items: [withdrawal, purchase], total: 2, totalPages: 1, currentPage: 1 } } : undefined,
    );
    renderWithApp(<ActivityRoute />, { path: "/activity" });
    const first = await screen.findByRole("link", { name: "Withdrawal from profit balance" });
    const second = screen.getByRole("link", { name: "Purchase of 2 share(s)" });
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(first).toHaveAttribute("href", "/activity/withdrawal-w1");
    const row = first.closest("li") as HTMLElement;
    expect(row).toHaveTextContent("−$20.00");
    expect(row).toHaveTextContent("28 Nov 2026, 11:00 WAT");
    expect(within(row).getByText("In review").closest("li")).toHaveAttribute("aria-current", "step");
    expect(screen.getByText("Reason: No payment arrived")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain("/api/activity?page=1&limit=20");
  });

  it("when the feed is narrowed to withdrawals, then the API is asked for that kind only", async () => {
    signIn();
    const fetchMock = stubFetch((url) =>
      url.startsWith("/api/activity?") ? { body: { items: [withdrawal], total: 1, totalPages: 1, currentPage: 1 } } : undefined,
    );
    renderWithApp(<ActivityRoute />, { path: "/activity?kind=withdrawal" });
    expect(await screen.findByRole("heading", { name: "Withdrawals" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain("/api/activity?page=1&limit=20&kind=withdrawal");
  });

  it("when a detail is opened, then it shows the item the API answers; a 404 says it was not found", async () => {
    signIn();
    stubFetch((url) => {
      if (url === "/api/activity/withdrawal-w1") return { body: { item: withdrawal } };
      if (url.startsWith("/api/activity/")) return { status: 404, body: { message: "Activity not found" } };
      return undefined;
    });
    await openDetail("withdrawal-w1");
    expect(await screen.findByRole("heading", { name: "−$20.00" })).toBeInTheDocument();
    expect(screen.getByText("$19.00")).toBeInTheDocument();
    expect(screen.getByText("TXYZ")).toBeInTheDocument();
  });

  it("when another investor's item is opened, then the page says it was not found", async () => {
    signIn();
    stubFetch((url) => (url.startsWith("/api/activity/") ? { status: 404, body: { message: "Activity not found" } } : undefined));
    await openDetail("purchase-someone-else");
    expect(await screen.findByText("This activity was not found.")).toBeInTheDocument();
  });
});
