import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signIn, stubFetch, writes } from "@/testing/render";
import { renderApp } from "@/testing/render-app";

afterEach(() => vi.useRealTimers());

describe("app shell", () => {
  it("when a visitor opens an unknown path, then '404 - Page Not Found' shows", async () => {
    stubFetch();
    renderApp("/no-such-page");
    expect(await screen.findByRole("heading", { name: "404 - Page Not Found" })).toBeInTheDocument();
  });

  it("when no token is stored, then the header shows the visitor links", async () => {
    stubFetch();
    renderApp("/about");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    for (const name of ["Home", "About", "Plans", "Contact", "Login", "Register", "Free Signals"]) {
      expect(nav).toHaveTextContent(name);
    }
    expect(screen.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });

  it("when a visitor opens /dashboard, then the user guard sends to /login", async () => {
    stubFetch();
    const router = renderApp("/dashboard");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("when a non-admin opens /admin, then the admin guard sends to /", async () => {
    signIn();
    stubFetch();
    const router = renderApp("/admin");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("when an investor logs out, then the server is told (it clears the session cookie), the stored session goes and /login opens", async () => {
    signIn();
    const fetchMock = stubFetch(() => ({ body: { isOpen: true } }));
    const router = renderApp("/faq");
    const logout = await screen.findByRole("button", { name: "Logout" });
    for (const name of ["Dashboard", "My Profile", "Buy Shares", "Withdraw", "Support", "Free Signals"]) {
      expect(screen.getByRole("navigation", { name: "Main" })).toHaveTextContent(name);
    }
    await userEvent.click(logout);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(localStorage.getItem("user")).toBeNull();
    expect(writes(fetchMock)).toEqual(["/api/auth/logout"]);
  });

  it("when the investor is idle past the timeout, then the session is ended on the server and here, and /login opens", async () => {
    signIn();
    // A minute, so the watcher's first timer (armed before the fake clock) never fires on a slow machine.
    localStorage.setItem("idleTimeoutMs", "60000");
    const fetchMock = stubFetch();
    const listening = vi.spyOn(window, "addEventListener");
    const router = renderApp("/faq");
    await screen.findByRole("button", { name: "Logout" });
    // The Logout button can show before the watcher's effect has run: wait until it listens.
    await waitFor(() => expect(listening).toHaveBeenCalledWith("mousemove", expect.any(Function), expect.anything()));
    listening.mockRestore();
    vi.useFakeTimers();
    act(() => {
      vi.advanceTimersByTime(40_000);
      window.dispatchEvent(new MouseEvent("mousemove"));
      vi.advanceTimersByTime(40_000);
    });
    expect(localStorage.getItem("user")).not.toBeNull();
    expect(writes(fetchMock)).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(21_000);
    });
    expect(localStorage.getItem("user")).toBeNull();
    expect(writes(fetchMock)).toEqual(["/api/auth/logout"]);
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("FAQ has its route with five expandable questions", async () => {
    stubFetch();
    renderApp("/faq");
    await screen.findByRole("heading", { name: "Frequently Asked Questions" });
    expect(document.querySelectorAll("details")).toHaveLength(5);
  });
});
