import { ENROL_SECOND_FACTOR_MESSAGE } from "@app/contracts/auth-messages";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiRequest } from "@/lib/api-client";
import { renderWithApp, signIn, stubFetch } from "@/testing/render";
import { SecondFactorRedirect } from "./second-factor-redirect";

function AdminPage() {
  return (
    <>
      <SecondFactorRedirect />
      <button type="button" onClick={() => void apiRequest("/api/admin/stats").catch(() => undefined)}>
        Load
      </button>
    </>
  );
}

describe("second-factor redirect", () => {
  it("when the server holds an admin to enrolment (403 with its message), then the profile page opens; another 403 does not", async () => {
    signIn({ isAdmin: true });
    let message = "Access denied: admins only";
    stubFetch(() => ({ status: 403, body: { message } }));
    const { user, router } = renderWithApp(<AdminPage />, {
      path: "/admin",
      extraRoutes: [{ path: "/profile", element: <p>profile page</p> }],
    });
    await user.click(screen.getByRole("button", { name: "Load" }));
    await new Promise((r) => setTimeout(r, 50));
    expect(router.state.location.pathname).toBe("/admin");
    message = ENROL_SECOND_FACTOR_MESSAGE;
    await user.click(screen.getByRole("button", { name: "Load" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile"));
  });
});
