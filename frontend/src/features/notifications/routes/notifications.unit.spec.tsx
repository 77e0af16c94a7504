import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, sentWrites, signIn, stubFetch } from "@/testing/render";
import NotificationsRoute from "./notifications";

const list = {
  notifications: [
    {
      id: "n2",
      kind: "profit-credited",
      message: "Profit of $2.50 was credited; your profit balance is now $12.50.",
      createdAt: "2026-11-02T10:00:00Z",
      read: false,
      activityId: "profit-n2",
      link: "/activity/profit-n2",
    },
    {
      id: "n1",
      kind: "purchase-approved",
      message: "Your purchase of 2 shares ($200.00) was approved.",
      createdAt: "2026-11-01T10:00:00Z",
      read: true,
      activityId: "purchase-p1",
      link: "/activity/purchase-p1",
    },
    {
      id: "n0",
      kind: "loan-paid",
      message: "Your loan is fully repaid.",
      createdAt: "2026-10-31T23:30:00Z",
      read: true,
      activityId: null,
      link: null,
    },
  ],
  unread: 1,
  totalPages: 1,
};

describe("Notifications page", () => {
  it("when notifications are about a purchase or a credit, then each links to that item's detail, and times read in the investor's zone", async () => {
    signIn();
    localStorage.setItem("user", JSON.stringify({ _id: "u1", fullName: "Ada Obi", email: "ada@example.com", timeZone: "Africa/Nairobi" }));
    stubFetch((url) => (url.startsWith("/api/notifications?") ? { body: list } : undefined));
    renderWithApp(<NotificationsRoute />);
    await screen.findByText(/your profit balance is now \$12\.50/);
    const links = screen.getAllByRole("link", { name: "View details" }).map((a) => a.getAttribute("href"));
    expect(links).toEqual(["/activity/profit-n2", "/activity/purchase-p1", "/activity"]);
    // 23:30 UTC on 31 Oct is 02:30 on 1 Nov in Nairobi (EAT, UTC+3).
    expect(screen.getByText("01 Nov 2026, 02:30 EAT")).toBeInTheDocument();
  });

  it("when the investor marks one read or all read, then the app posts those ids or all", async () => {
    signIn();
    const fetchMock = stubFetch((url) => (url.startsWith("/api/notifications?") ? { body: list } : undefined));
    const { user } = renderWithApp(<NotificationsRoute />);
    expect(await screen.findByText(/your profit balance is now \$12\.50/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Notifications (1 unread)" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Mark read" })).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Mark read" }));
    await waitFor(() => expect(sentWrites(fetchMock)).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Mark all read" }));
    await waitFor(() => expect(sentWrites(fetchMock)).toHaveLength(2));
    expect(sentWrites(fetchMock).map((w) => [w.url, w.body])).toEqual([
      ["/api/notifications/read", { ids: ["n2"] }],
      ["/api/notifications/read", { all: true }],
    ]);
  });
});
