import { readFileSync } from "node:fs";
import path from "node:path";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, sentWrites, signIn, stubFetch } from "@/testing/render";
import { SessionsSection } from "./sessions-section";

const phone = {
  id: "11111111-1111-4111-8111-111111111111",
  device: "Chrome on Android",
  address: "203.0.113.7",
  lastSeenAt: "2026-11-20T10:00:00.000Z",
  createdAt: "2026-11-19T08:00:00.000Z",
  current: false,
};
const laptop = {
  ...phone,
  id: "22222222-2222-4222-8222-222222222222",
  device: "Firefox on Windows",
  address: "198.51.100.20",
  current: true,
};
const tablet = { ...phone, id: "33333333-3333-4333-8333-333333333333", device: "Safari on iPad", address: "::ffff:127.0.0.1" };

describe("profile: where you're signed in", () => {
  it("when the investor has three sessions, then this device is listed first and marked, and signing one out removes it from the list", async () => {
    signIn();
    let sessions = [phone, laptop, tablet];
    const fetchMock = stubFetch((url, init) => {
      if (url === "/api/auth/sessions") return { body: { sessions } };
      if (init?.method === "DELETE") {
        sessions = sessions.filter((s) => !url.endsWith(s.id));
        return { body: { message: "Session ended." } };
      }
      return undefined;
    });
    const { user } = renderWithApp(<SessionsSection />);
    expect(await screen.findByRole("heading", { name: "Where you're signed in" })).toBeInTheDocument();
    const rows = await screen.findAllByRole("listitem");
    expect(rows.map((r) => within(r).getByRole("strong", { hidden: true }).textContent)).toEqual([
      "Firefox on Windows",
      "Chrome on Android",
      "Safari on iPad",
    ]);
    expect(within(rows[0] as HTMLElement).getByText("This device")).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByRole("button", { name: "Sign out" })).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText(/Internet address 203\.0\.113\.7/)).toBeInTheDocument();
    // Device and place, never the raw IPv6-mapped address.
    expect(within(rows[2] as HTMLElement).getByText(/This computer/)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain("::ffff:");

    await user.click(within(rows[1] as HTMLElement).getByRole("button", { name: "Sign out" }));
    await screen.findByText(/Signed out Chrome on Android/);
    expect(await screen.findAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByText("Chrome on Android")).toBeNull();
    expect(sentWrites(fetchMock).map((w) => w.url)).toEqual([`/api/auth/sessions/${phone.id}`]);
  });

  it("when the investor signs out of all other sessions, then one call is made and only this device is left", async () => {
    signIn();
    let sessions = [phone, laptop, tablet];
    const fetchMock = stubFetch((url) => {
      if (url === "/api/auth/sessions") return { body: { sessions } };
      if (url === "/api/auth/sessions/revoke-others") {
        sessions = [laptop];
        return { body: { message: "You have been signed out of all other sessions." } };
      }
      return undefined;
    });
    const { user } = renderWithApp(<SessionsSection />);
    await user.click(await screen.findByRole("button", { name: "Sign out of all other sessions" }));
    expect(await screen.findByText("You have been signed out of all other sessions.")).toBeInTheDocument();
    expect(await screen.findByText("You are signed in on this device only.")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(sentWrites(fetchMock).map((w) => w.url)).toEqual(["/api/auth/sessions/revoke-others"]);
  });

  it("when the buttons show, then each is a tap target of at least 44 px", async () => {
    signIn();
    stubFetch((url) => (url === "/api/auth/sessions" ? { body: { sessions: [laptop, phone] } } : undefined));
    renderWithApp(<SessionsSection />);
    const buttons = [
      await screen.findByRole("button", { name: "Sign out" }),
      screen.getByRole("button", { name: "Sign out of all other sessions" }),
    ];
    for (const button of buttons) expect(button).toHaveClass("tap-target");
    // The app's stylesheet (not loaded by the test renderer) gives the class its size.
    const controlsCss = readFileSync(path.resolve(__dirname, "../../../styles/controls.css"), "utf8");
    const rule = /\.tap-target\s*\{([^}]*)\}/.exec(controlsCss)?.[1] ?? "";
    expect(rule).toMatch(/min-height:\s*44px/);
    expect(rule).toMatch(/min-width:\s*44px/);
  });
});
