import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, sentWrites, stubFetch } from "@/testing/render";
import CheckEmailRoute from "./check-email";

const SENT = "If an unverified account exists for that email, a new verification link has been sent.";

describe("Check your email", () => {
  it("when registering has just ended, then the screen names the address, says the link was sent and Resend posts that address", async () => {
    const fetchMock = stubFetch((url) => (url === "/api/auth/resend-verification" ? { body: { message: SENT } } : undefined));
    const { user, router } = renderWithApp(<CheckEmailRoute />, { path: "/check-email" });
    await router.navigate("/check-email", { state: { email: "ada@example.com" } });
    expect(await screen.findByRole("heading", { name: "Check your email" })).toBeInTheDocument();
    expect(await screen.findByText("ada@example.com")).toBeInTheDocument();
    expect(screen.getByText(/We sent a verification link to/)).toHaveTextContent("We sent a verification link to ada@example.com.");
    await user.click(screen.getByRole("button", { name: "Resend email" }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([{ url: "/api/auth/resend-verification", key: undefined, body: { email: "ada@example.com" } }]);
    expect(screen.getByText(/A new link is on its way to/)).toHaveTextContent("A new link is on its way to ada@example.com.");
  });

  it("when opened without an address, then it still says a link was sent and offers Log in", async () => {
    stubFetch();
    renderWithApp(<CheckEmailRoute />, { path: "/check-email" });
    expect(await screen.findByText(/the address you registered with/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Resend email" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "I have verified: Log in" })).toHaveAttribute("href", "/login");
  });
});
