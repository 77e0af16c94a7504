import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, signIn, stubFetch } from "@/testing/render";
import { Header } from "./header";

const page = (unread: number) => ({ body: { notifications: [], unread, totalPages: 1 } });

describe("NotificationBell", () => {
  it("when the investor has unread notifications, then the header's bell shows their count and links to the notifications", async () => {
    signIn();
    const fetchMock = stubFetch((url) => (url.startsWith("/api/notifications") ? page(3) : undefined));
    renderWithApp(<Header />);
    const bell = await screen.findByRole("link", { name: "Notifications, 3 unread" });
    expect(bell).toHaveAttribute("href", "/notifications");
    expect(bell).toHaveTextContent("3");
    expect(fetchMock.mock.calls.some(([url]) => String(url) === "/api/notifications?page=1")).toBe(true);
  });

  it("when all are read, then the bell shows no count", async () => {
    signIn();
    stubFetch((url) => (url.startsWith("/api/notifications") ? page(0) : undefined));
    renderWithApp(<Header />);
    const bell = await screen.findByRole("link", { name: "Notifications" });
    expect(bell.querySelector(".notification-count")).toBeNull();
  });

  it("when no one is signed in, then there is no bell and nothing is asked", async () => {
    localStorage.clear();
    const fetchMock = stubFetch();
    renderWithApp(<Header />);
    expect(screen.queryByRole("link", { name: /Notifications/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith("/api/notifications"))).toBe(false);
  });

  it("when the menu is closed (as on a 375 px phone), then the bell and its count sit in the top bar, outside the menu", async () => {
    signIn();
    stubFetch((url) => (url.startsWith("/api/notifications") ? page(8) : undefined));
    renderWithApp(<Header />);
    const bell = await screen.findByRole("link", { name: "Notifications, 8 unread" });
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    expect(bell.closest("#main-nav")).toBeNull();
    expect(bell.closest(".header-actions")).not.toBeNull();
    expect(bell).toHaveTextContent("8");
  });
});
