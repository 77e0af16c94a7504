import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeToken, fill, renderWithApp, sentWrites, stubFetch } from "@/testing/render";
import { LoginForm } from "./login-form";

/** Signs in with a password the server accepts, then enters a code it refuses with `message`. */
async function verifyWrongCode(challenge: string, message: string): Promise<void> {
  stubFetch((url) =>
    url.endsWith("/api/auth/login") ? { body: { twoFactorRequired: true, challenge } } : { status: 401, body: { message } },
  );
  const { user } = renderWithApp(<LoginForm />, { path: "/login" });
  await fill(user, { Email: "tola@example.com", Password: "secret-12345" }, "Login");
  await user.type(await screen.findByLabelText("Authentication code"), "000000");
  await user.click(screen.getByRole("button", { name: "Verify" }));
}

describe("login with a second factor", () => {
  it("when the password is accepted with twoFactorRequired, then a code field asks for the code and the verified login opens the dashboard", async () => {
    const token = fakeToken({ id: "u3", isAdmin: false });
    const fetchMock = stubFetch((url) =>
      url.endsWith("/api/auth/login")
        ? { body: { twoFactorRequired: true, challenge: "ch-1" } }
        : { body: { token, user: { _id: "u3", fullName: "Tola", email: "tola@example.com" } } },
    );
    const { user, router } = renderWithApp(<LoginForm />, {
      path: "/login",
      extraRoutes: [{ path: "/dashboard", element: <p>dashboard page</p> }],
    });
    await fill(user, { Email: "tola@example.com", Password: "secret-12345" }, "Login");
    expect(localStorage.getItem("user")).toBeNull();

    await user.type(await screen.findByLabelText("Authentication code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    // Signed in by the cookie the server set: the user record is kept, the answer's token is not.
    expect(JSON.parse(localStorage.getItem("user") ?? "null")?._id).toBe("u3");
    expect(Object.values(localStorage).some((value) => String(value).includes(token))).toBe(false);
    expect(sentWrites(fetchMock).map((w) => [w.url, w.body])).toEqual([
      ["/api/auth/login", { email: "tola@example.com", password: "secret-12345" }],
      ["/api/auth/2fa/verify", { challenge: "ch-1", code: "123456" }],
    ]);
  });

  it("when the code is wrong, then the server's message shows and no session is stored", async () => {
    await verifyWrongCode("ch-2", "The authentication code is not correct. Please try again.");
    expect(await screen.findByText("The authentication code is not correct. Please try again.")).toBeInTheDocument();
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("when the challenge closes after too many wrong codes, then the message shows and the password is asked for again", async () => {
    await verifyWrongCode("ch-3", "The authentication code is not correct. Please log in again.");
    expect(await screen.findByText("The authentication code is not correct. Please log in again.")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Login" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Authentication code")).toBeNull();
  });
});
