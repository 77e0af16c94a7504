import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeToken, fill, renderWithApp, sentWrites, stubFetch } from "@/testing/render";
import { LoginForm } from "./login-form";

const HELD = { status: 429, body: { message: "Too many login attempts. Please try again in 15 minutes." } };

describe("LoginForm while the account is held", () => {
  it("when the login answers 429, then an authenticator code field appears, and the password with the code signs in", async () => {
    const token = fakeToken({ id: "u1" });
    const fetchMock = stubFetch((_url, init) => {
      const body = JSON.parse(String(init?.body ?? "{}")) as { code?: string };
      return body.code ? { body: { token, user: { _id: "u1", fullName: "Ada", email: "ada@example.com" } } } : HELD;
    });
    const { user, router } = renderWithApp(<LoginForm />, {
      path: "/login",
      extraRoutes: [{ path: "/dashboard", element: <p>dashboard</p> }],
    });
    expect(screen.queryByLabelText("Authenticator code")).not.toBeInTheDocument();
    await fill(user, { Email: "ada@example.com", Password: "the-right-password" }, "Login");
    await user.type(await screen.findByLabelText("Authenticator code"), "123456");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Login successful!")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(sentWrites(fetchMock).map((w) => w.body)).toEqual([
      { email: "ada@example.com", password: "the-right-password" },
      { email: "ada@example.com", password: "the-right-password", code: "123456" },
    ]);
  });
});
