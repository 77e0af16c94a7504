import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, signIn, stubFetch } from "@/testing/render";
import ProfileRoute from "./profile";

const me = {
  _id: "u1",
  fullName: "Ada Obi",
  email: "ada@example.com",
  phone: "",
  sharesOwned: 2,
  profitBalance: "0",
  referralRewardBalance: "0",
};

describe("profile in sections", () => {
  it("when the profile opens, then it reads as Account, Security, Notifications and Statements, each reachable from the section links", async () => {
    signIn();
    stubFetch((url) =>
      url === "/api/user/me" ? { body: me } : url === "/api/auth/2fa" ? { body: { enabled: true, recoveryCodesLeft: 10 } } : undefined,
    );
    renderWithApp(<ProfileRoute />, { path: "/profile" });
    const links = within(await screen.findByRole("navigation", { name: "Profile sections" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Account", "#account"],
      ["Security", "#security"],
      ["Notifications", "#notifications"],
      ["Statements", "#statements"],
    ]);
    for (const [id, name] of [
      ["account", "Account"],
      ["security", "Security"],
      ["notifications", "Notifications"],
      ["statements", "Statements"],
    ])
      expect(document.querySelector(`section#${id} > h2`)).toHaveTextContent(name as string);
    const security = screen.getByRole("region", { name: "Security" });
    expect(within(security).getByRole("heading", { name: "Two-factor authentication" })).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Account" })).getByRole("heading", { name: "My Profile" })).toBeInTheDocument();
  });

  it("when two-factor is on, then Turn off sits folded in a set-apart box, not among the everyday controls", async () => {
    signIn();
    stubFetch((url) =>
      url === "/api/user/me" ? { body: me } : url === "/api/auth/2fa" ? { body: { enabled: true, recoveryCodesLeft: 10 } } : undefined,
    );
    renderWithApp(<ProfileRoute />, { path: "/profile" });
    const summary = await screen.findByText("Turn off two-factor authentication");
    const box = summary.closest("details");
    expect(box).not.toBeNull();
    expect(box).not.toHaveAttribute("open");
    expect(within(box as HTMLElement).getByRole("button", { name: "Turn off", hidden: true })).toBeInTheDocument();
  });
});
