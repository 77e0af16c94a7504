import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeToken, renderWithApp, stubFetch } from "@/testing/render";
import { LoginForm } from "./login-form";

async function logInAs(payload: Record<string, unknown>) {
  const user = {
    _id: "u2",
    fullName: "Ola Audit",
    email: "ola@example.com",
    isAdmin: payload.isAdmin === true,
    isAuditor: payload.isAuditor === true,
  };
  stubFetch(() => ({ body: { token: fakeToken({ id: "u2", ...payload }), user } }));
  const rendered = renderWithApp(<LoginForm />, {
    path: "/login",
    extraRoutes: ["/audit", "/admin", "/dashboard"].map((path) => ({ path, element: <p>{path} page</p> })),
  });
  await rendered.user.type(screen.getByLabelText("Email"), "ola@example.com");
  await rendered.user.type(screen.getByLabelText("Password"), "secret-12");
  await rendered.user.click(screen.getByRole("button", { name: "Login" }));
  return rendered.router;
}

describe("login redirect", () => {
  it("when an auditor who is not an admin logs in, then the audit area opens", async () => {
    const router = await logInAs({ isAdmin: false, isAuditor: true });
    await waitFor(() => expect(router.state.location.pathname).toBe("/audit"));
  });

  it("when an admin who is also an auditor logs in, then the admin dashboard opens", async () => {
    const router = await logInAs({ isAdmin: true, isAuditor: true });
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
  });

  it("when an investor logs in, then the dashboard opens", async () => {
    const router = await logInAs({ isAdmin: false, isAuditor: false });
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });
});
