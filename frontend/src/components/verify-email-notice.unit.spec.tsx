import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { clearVerificationRequired, markVerificationRequired } from "@/lib/verification-required";
import { renderWithApp, sentWrites, signIn, stubFetch } from "@/testing/render";
import { VerifyEmailNotice } from "./verify-email-notice";

const VERIFY = "Please verify your email address first.";
const SENT = "If an unverified account exists for that email, a new verification link has been sent.";

afterEach(() => clearVerificationRequired());

/** A signed-in investor whose stored record (and profile) says `emailVerified`. */
function investor(emailVerified: boolean | undefined, profileVerified = emailVerified) {
  signIn();
  const stored = JSON.parse(localStorage.getItem("user") ?? "{}");
  localStorage.setItem("user", JSON.stringify({ ...stored, emailVerified }));
  return stubFetch((url) => {
    if (url === "/api/user/me") return { body: { ...stored, emailVerified: profileVerified } };
    if (url === "/api/auth/resend-verification") return { body: { message: SENT } };
    return undefined;
  });
}

describe("VerifyEmailNotice", () => {
  it("when a signed-in investor's email is unverified, then the banner says so on any page and Resend posts their email", async () => {
    const fetchMock = investor(false);
    const { user } = renderWithApp(<VerifyEmailNotice />);
    const notice = await screen.findByRole("alert", { name: "Email verification" });
    expect(within(notice).getByText(VERIFY)).toBeInTheDocument();
    expect(notice).toHaveTextContent("ada@example.com");
    await user.click(within(notice).getByRole("button", { name: "Resend verification email" }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(sentWrites(fetchMock).filter((w) => w.url === "/api/auth/resend-verification")).toEqual([
      { url: "/api/auth/resend-verification", key: undefined, body: { email: "ada@example.com" } },
    ]);
    expect(within(notice).getByText(/A new link is on its way to ada@example.com/)).toBeInTheDocument();
  });

  it("when the email is verified, then no banner", async () => {
    investor(true);
    renderWithApp(<VerifyEmailNotice />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("alert", { name: "Email verification" })).not.toBeInTheDocument();
  });

  it("when the link was opened elsewhere, then the profile's answer removes the banner and updates the stored user", async () => {
    investor(false, true);
    renderWithApp(<VerifyEmailNotice />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("alert", { name: "Email verification" })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("user") ?? "{}").emailVerified).toBe(true);
  });

  it("when a money screen shows its own notice, then it names the action and the page banner steps aside", async () => {
    investor(false);
    renderWithApp(
      <>
        <VerifyEmailNotice />
        <VerifyEmailNotice action="withdraw" />
      </>,
    );
    expect(await screen.findByRole("heading", { name: "Verify your email to withdraw" })).toBeInTheDocument();
    expect(screen.getAllByRole("alert", { name: "Email verification" })).toHaveLength(1);
  });

  it("when a money write was refused with 403 for an unverified email, then the banner shows even if the stored user said nothing", async () => {
    investor(undefined);
    markVerificationRequired();
    renderWithApp(<VerifyEmailNotice />);
    expect(await screen.findByRole("alert", { name: "Email verification" })).toHaveTextContent(VERIFY);
  });
});
