import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, signIn, stubFetch, writes, renderAdminPage } from "@/testing/render";
import { userRow } from "@/testing/fixtures";
import AdminUsersRoute from "../routes/admin-users";

const users = [
  userRow({ _id: "u1", fullName: "Ada Obi", email: "ada@example.com", isAdmin: false }),
  userRow({ _id: "a1", fullName: "Root Admin", email: "admin@example.com", isAdmin: true }),
];

describe("auditor role toggle", () => {
  it("when the admin confirms, then the role is granted through the API and the switch turns on", async () => {
    signIn({ isAdmin: true });
    const fetchMock = stubFetch((url, init) =>
      url === "/api/admin/users"
        ? { body: users }
        : init?.method === "PUT"
          ? { body: { message: "Auditor role granted", isAuditor: true } }
          : undefined,
    );
    const { user } = renderWithApp(<AdminUsersRoute />, { path: "/admin/users" });
    const toggle = await screen.findByRole("switch", { name: "Auditor role for Ada Obi" });
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(screen.queryByRole("switch", { name: "Auditor role for Root Admin" })).not.toBeInTheDocument();

    await user.click(toggle);
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Grant" }));
    expect(await screen.findByText("Auditor role granted")).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual(["/api/admin/users/u1/auditor"]);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ isAuditor: true });
    expect(screen.getByRole("switch", { name: "Auditor role for Ada Obi" })).toHaveAttribute("aria-checked", "true");
  });

  it("when the admin cancels, then nothing is sent", async () => {
    const { fetchMock, user } = renderAdminPage(<AdminUsersRoute />, "/admin/users", "/api/admin/users", users);
    await user.click(await screen.findByRole("switch", { name: "Auditor role for Ada Obi" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }));
    expect(writes(fetchMock)).toEqual([]);
  });
});
