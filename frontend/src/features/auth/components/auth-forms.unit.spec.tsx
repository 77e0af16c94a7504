import { PASSWORDS_DO_NOT_MATCH, REGISTER_PASSWORDS_DO_NOT_MATCH } from "@app/contracts/form-messages";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeToken, fill, findInlineOnly, renderWithApp, stubFetch } from "@/testing/render";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";
import { PASSWORD_MIN_LENGTH } from "@app/contracts/password-rule";
import { PASSWORD_RULE_HINT } from "../password-hint";
import { TERMS_CONSENT_REQUIRED } from "../register-consent";
import { ResetPasswordForm } from "./reset-password-form";

describe("RegisterForm", () => {
  it("when passwords differ, then 'Passwords do not match' shows and nothing is sent", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<RegisterForm />, { path: "/register" });
    await user.click(screen.getByLabelText(/I agree to the Terms and Conditions/));
    await fill(
      user,
      { "Full Name": "Ada Obi", Email: "ada@example.com", Password: "kola-nut-harmattan-1", "Confirm Password": "kola-nut-harmattan-2" },
      "Register",
    );
    await findInlineOnly(REGISTER_PASSWORDS_DO_NOT_MATCH);
    expect(screen.getByLabelText("Confirm Password")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when required fields are blank, then a message shows before any call", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<RegisterForm />, { path: "/register" });
    await user.click(screen.getByRole("button", { name: "Register" }));
    await waitFor(() => expect(screen.getByLabelText("Full Name")).toHaveAttribute("aria-invalid", "true"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when the Terms are not accepted, then the form says so at the box and nothing is sent", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<RegisterForm />, { path: "/register" });
    await fill(
      user,
      { "Full Name": "Ada Obi", Email: "ada@example.com", Password: "kola-nut-harmattan-1", "Confirm Password": "kola-nut-harmattan-1" },
      "Register",
    );
    await waitFor(() => expect(screen.getAllByText(TERMS_CONSENT_REQUIRED).length).toBeGreaterThan(0));
    const box = screen.getByLabelText(/I agree to the Terms and Conditions/);
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription(TERMS_CONSENT_REQUIRED);
    expect(screen.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute("href", "/terms");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when the form opens, then the password rule shows under the field before anything is typed", () => {
    stubFetch();
    renderWithApp(<RegisterForm />, { path: "/register" });
    const password = screen.getByLabelText("Password");
    expect(password).toHaveValue("");
    expect(password).toHaveAccessibleDescription(PASSWORD_RULE_HINT);
    expect(PASSWORD_RULE_HINT).toContain(`At least ${PASSWORD_MIN_LENGTH} characters`);
  });

  it("when ?ref= is in the address, then the referral code is prefilled", () => {
    stubFetch();
    renderWithApp(<RegisterForm />, { path: "/register?ref=ABC123" });
    expect(screen.getByLabelText("Referral Code (optional)")).toHaveValue("ABC123");
  });

  it("when registration succeeds, then the user is stored (not as signed in) and the page goes to the check-email screen", async () => {
    stubFetch(() => ({ status: 201, body: { message: "ok", user: { _id: "u9", fullName: "Ada", email: "a@b.c" } } }));
    const { user, router } = renderWithApp(<RegisterForm />, {
      path: "/register",
      extraRoutes: [{ path: "/check-email", element: <p>check email</p> }],
    });
    await user.click(screen.getByLabelText(/I agree to the Terms and Conditions/));
    await fill(
      user,
      { "Full Name": "Ada Obi", Email: "ada@example.com", Password: "secret-1-long", "Confirm Password": "secret-1-long" },
      "Register",
    );
    expect(await screen.findByText("Registration successful!")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/check-email");
    expect(router.state.location.state).toEqual({ email: "ada@example.com" });
    expect(JSON.parse(localStorage.getItem("registeredUser") ?? "{}")._id).toBe("u9");
    // Registering signs nobody in: the app does not act as signed in (no "Not authorized" next).
    expect(localStorage.getItem("user")).toBeNull();
  });
});

describe("ResetPasswordForm", () => {
  it("when the token is missing, then 'Reset token is missing.'", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<ResetPasswordForm token={null} />);
    await fill(user, { "New Password": "abc12345", "Confirm New Password": "abc12345" }, "Reset Password");
    expect(await screen.findByText("Reset token is missing.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when the passwords differ, then 'Passwords do not match.'", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<ResetPasswordForm token="t0k" />);
    await fill(user, { "New Password": "kola-nut-harmattan-1", "Confirm New Password": "kola-nut-harmattan-2" }, "Reset Password");
    await findInlineOnly(PASSWORDS_DO_NOT_MATCH);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("LoginForm", () => {
  it("when the email or password is blank, then the API's message shows inline and nothing is sent", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<LoginForm />, { path: "/login" });
    await user.type(screen.getByLabelText("Email"), "a@x.y");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await findInlineOnly("Email and password are required.");
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when an admin logs in, then the user record is stored (the token is not: the session is the server's cookie), the dismissed marker cleared, and /admin opens", async () => {
    localStorage.setItem("announcementDismissed", "old");
    const token = fakeToken({ id: "a1", isAdmin: true });
    stubFetch(() => ({ body: { token, user: { _id: "a1", fullName: "Admin", email: "a@x.y", isAdmin: true } } }));
    const { user, router } = renderWithApp(<LoginForm />, {
      path: "/login",
      extraRoutes: [{ path: "/admin", element: <p>admin</p> }],
    });
    await fill(user, { Email: "a@x.y", Password: "pw" }, "Login");
    expect(await screen.findByText("Login successful!")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin");
    expect(JSON.parse(localStorage.getItem("user") ?? "null")?._id).toBe("a1");
    expect(localStorage.getItem("token")).toBeNull();
    expect(Object.values(localStorage).some((value) => String(value).includes(token))).toBe(false);
    expect(localStorage.getItem("announcementDismissed")).toBeNull();
  });

  it("when login fails without a server message, then 'Login failed. Please try again.'", async () => {
    stubFetch(() => ({ status: 500 }));
    const { user } = renderWithApp(<LoginForm />, { path: "/login" });
    await fill(user, { Email: "a@x.y", Password: "pw" }, "Login");
    expect(await screen.findByText("Login failed. Please try again.")).toBeInTheDocument();
  });
});
