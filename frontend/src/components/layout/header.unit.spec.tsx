import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signIn, stubFetch } from "@/testing/render";
import { renderApp } from "@/testing/render-app";

/** A browser at phone width (375 px): the header's media query matches. */
function atPhoneWidth() {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(max-width: 999px)",
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

const names = (links: HTMLElement[]) => links.map((link) => link.textContent?.replace("▾", "").trim());

describe("header by role and width", () => {
  it("when an investor is on a phone, then a bottom tab bar has Home, Buy, Withdraw, Loans and More, and no menu button", async () => {
    atPhoneWidth();
    signIn();
    stubFetch();
    renderApp("/faq");
    const tabBar = await screen.findByRole("navigation", { name: "Tab bar" });
    expect(names(within(tabBar).getAllByRole("link"))).toEqual(["Home", "Buy", "Withdraw", "Loans"]);
    expect(within(tabBar).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/dashboard");
    expect(within(tabBar).getByRole("link", { name: "Buy" })).toHaveAttribute("href", "/join");
    expect(screen.queryByRole("button", { name: "Menu" })).not.toBeInTheDocument();
  });

  it("when the investor opens More on the tab bar, then Activity, the other screens and Logout are there", async () => {
    atPhoneWidth();
    signIn();
    stubFetch();
    const router = renderApp("/faq");
    const tabBar = await screen.findByRole("navigation", { name: "Tab bar" });
    const more = within(tabBar).getByRole("button", { name: "More" });
    await userEvent.click(more);
    expect(more).toHaveAttribute("aria-expanded", "true");
    expect(within(tabBar).getByRole("link", { name: "Activity" })).toHaveAttribute("href", "/activity");
    expect(within(tabBar).getByRole("link", { name: "My Profile" })).toHaveAttribute("href", "/profile");
    await userEvent.click(within(tabBar).getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("when an investor is at desktop width, then no tab bar; the money screens lead and the rest sit in More", async () => {
    signIn();
    stubFetch();
    renderApp("/faq");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(screen.queryByRole("navigation", { name: "Tab bar" })).not.toBeInTheDocument();
    const top = within(nav)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement === nav.querySelector("ul"));
    expect(top.map((item) => item.textContent?.replace("▾", "").trim())).toEqual([
      "Dashboard",
      "Buy Shares",
      "Withdraw",
      "Loans",
      "Activity",
      expect.stringMatching(/^More/),
      "Logout",
    ]);
    const more = within(nav).getByRole("button", { name: "More" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(more);
    expect(more).toHaveAttribute("aria-expanded", "true");
  });

  it("when a visitor is on a phone, then Login shows on the top bar without opening the menu", async () => {
    atPhoneWidth();
    stubFetch();
    renderApp("/about");
    const banner = await screen.findByRole("banner");
    const login = within(banner)
      .getAllByRole("link", { name: "Login" })
      .find((link) => !link.closest("nav"));
    expect(login).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("navigation", { name: "Tab bar" })).not.toBeInTheDocument();
  });

  it("when an auditor is signed in, then the audit screens come first and their own account is grouped after", async () => {
    signIn({ isAuditor: true });
    stubFetch();
    renderApp("/faq");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    const top = within(nav)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement === nav.querySelector("ul"));
    expect(top.map((item) => item.textContent?.replace("▾", "").trim()).slice(0, 5)).toEqual([
      "Audit",
      "Trial balance",
      "Journal",
      "Runs",
      expect.stringMatching(/^My account/),
    ]);
  });
});
