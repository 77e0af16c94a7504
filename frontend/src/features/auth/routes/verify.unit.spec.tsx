import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, sentWrites, signIn, stubFetch } from "@/testing/render";
import VerifyRoute from "./verify";

const SENT = "If an unverified account exists for that email, a new verification link has been sent.";
const answers = (url: string) => {
  if (url.startsWith("/api/auth/verify")) return { status: 400, body: { message: "Token is invalid or expired." } };
  if (url === "/api/auth/resend-verification") return { body: { message: SENT } };
  return undefined;
};

describe("Email verification on a button press", () => {
  it("when the page is opened from the mail, then nothing is sent until Verify email is pressed; then the token is posted once and the page says verified", async () => {
    localStorage.clear();
    const fetchMock = stubFetch((url) => (url === "/api/auth/verify" ? { body: { message: "Email verified" } } : undefined));
    const { user } = renderWithApp(<VerifyRoute />, { path: "/verify?token=from-the-mail" });
    const button = await screen.findByRole("button", { name: "Verify email" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/auth/verify"))).toEqual([]);
    await user.click(button);
    expect(await screen.findByRole("heading", { name: "Email verified!" })).toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([{ url: "/api/auth/verify", key: undefined, body: { token: "from-the-mail" } }]);
  });
});

describe("Email verification failed", () => {
  it("when a visitor's link has expired, then the screen keeps the message and Resend asks for the email and posts it", async () => {
    localStorage.clear();
    const fetchMock = stubFetch(answers);
    const { user } = renderWithApp(<VerifyRoute />, { path: "/verify?token=expired" });
    await user.click(await screen.findByRole("button", { name: "Verify email" }));
    expect(await screen.findByRole("heading", { name: "Verification failed" })).toBeInTheDocument();
    expect(screen.getByText("Token is invalid or expired.", { selector: ".card p" })).toHaveAttribute("role", "alert");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([
      { url: "/api/auth/verify", key: undefined, body: { token: "expired" } },
      { url: "/api/auth/resend-verification", key: undefined, body: { email: "ada@example.com" } },
    ]);
  });

  it("when the email typed is not an address, then nothing is sent and the field says why", async () => {
    localStorage.clear();
    const fetchMock = stubFetch(answers);
    const { user } = renderWithApp(<VerifyRoute />, { path: "/verify" });
    await user.type(await screen.findByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when a signed-in investor's link fails, then Resend sends to their own address without asking", async () => {
    signIn();
    const fetchMock = stubFetch(answers);
    const { user } = renderWithApp(<VerifyRoute />, { path: "/verify?token=expired" });
    await user.click(await screen.findByRole("button", { name: "Verify email" }));
    await user.click(await screen.findByRole("button", { name: "Resend verification email" }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(screen.queryByLabelText("Email")).not.toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([
      { url: "/api/auth/verify", key: undefined, body: { token: "expired" } },
      { url: "/api/auth/resend-verification", key: undefined, body: { email: "ada@example.com" } },
    ]);
  });
});
