import { COMMON_PASSWORD_MESSAGE } from "@app/contracts/password-rule";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fill, findInlineOnly, renderWithApp, sentWrites, signIn, stubFetch } from "@/testing/render";
import { ChangePasswordForm } from "./change-password-form";
import { TwoFactorSection } from "./two-factor-section";

describe("profile: two-factor authentication", () => {
  it("when the investor sets it up, then the secret shows, the first code turns it on and the recovery codes show once", async () => {
    signIn();
    let enabled = false;
    const fetchMock = stubFetch((url) => {
      if (url === "/api/auth/2fa") return { body: { enabled, recoveryCodesLeft: enabled ? 10 : 0 } };
      if (url === "/api/auth/2fa/setup")
        return { body: { secret: "JBSWY3DPEHPK3PXP", otpauthUrl: "otpauth://totp/x?secret=JBSWY3DPEHPK3PXP" } };
      enabled = true;
      return { body: { message: "on", recoveryCodes: ["abcde-fghjk", "mnpqr-stuvw"] } };
    });
    const { user } = renderWithApp(<TwoFactorSection />);
    await user.click(await screen.findByRole("button", { name: "Set up two-factor authentication" }));
    expect(await screen.findByText("JBSWY3DPEHPK3PXP")).toBeInTheDocument();
    await fill(user, { "Code from the app": "123456", "Your password": "my-long-passphrase" }, "Turn on");
    expect(await screen.findByText("abcde-fghjk")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "I have saved them" }));
    expect(await screen.findByText("Two-factor authentication is on. Recovery codes left: 10.")).toBeInTheDocument();
    expect(screen.queryByText("abcde-fghjk")).toBeNull();
    expect(sentWrites(fetchMock).map((w) => w.url)).toEqual(["/api/auth/2fa/setup", "/api/auth/2fa/enable"]);
    expect(sentWrites(fetchMock)[1]?.body).toEqual({ code: "123456", password: "my-long-passphrase" });
  });

  it("when the investor turns it off, then the code and the password are sent, and a wrong password's message shows", async () => {
    signIn();
    const fetchMock = stubFetch((url, init) => {
      if (url === "/api/auth/2fa") return { body: { enabled: true, recoveryCodesLeft: 8 } };
      if (url === "/api/auth/2fa/disable" && init?.method === "POST")
        return { status: 400, body: { message: "Your password is not correct." } };
      return undefined;
    });
    const { user } = renderWithApp(<TwoFactorSection />);
    await user.type(await screen.findByLabelText("Code to turn it off"), "654321");
    await user.type(screen.getByLabelText("Your password"), "not-my-passphrase");
    await user.click(screen.getByRole("button", { name: "Turn off" }));
    expect(await screen.findByText("Your password is not correct.")).toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([
      { url: "/api/auth/2fa/disable", key: undefined, body: { code: "654321", password: "not-my-passphrase" } },
    ]);
  });

  it("when a password change succeeds, then the fresh token is stored; a common new password is refused before any call", async () => {
    signIn();
    const fetchMock = stubFetch(() => ({
      body: { message: "Password changed. You have been signed out everywhere else.", token: "fresh-token" },
    }));
    const { user } = renderWithApp(<ChangePasswordForm />);
    await fill(
      user,
      { "Current password": "old-password-1", "New password": "password123", "Confirm new password": "password123" },
      "Change password",
    );
    await findInlineOnly(COMMON_PASSWORD_MESSAGE);
    expect(sentWrites(fetchMock)).toHaveLength(0);
    await user.clear(screen.getByLabelText("New password"));
    await user.clear(screen.getByLabelText("Confirm new password"));
    await fill(user, { "New password": "kola-nut-harmattan", "Confirm new password": "kola-nut-harmattan" }, "Change password");
    expect(await screen.findByText("Password changed. You have been signed out everywhere else.")).toBeInTheDocument();
    // The server set the new session's cookie; the answer's token is not kept by the page.
    expect(Object.values(localStorage).some((value) => String(value).includes("fresh-token"))).toBe(false);
    expect(localStorage.getItem("user")).not.toBeNull();
  });
});
