import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAdminPage, renderWithApp, signIn, stubFetch } from "@/testing/render";
import { bola, userRow } from "@/testing/fixtures";
import AdminUsersRoute from "../routes/admin-users";

// signIn() signs in as u1 (Ada Obi).
const users = [userRow({ _id: "u1", fullName: "Ada Obi", email: "ada@example.com", isAdmin: true }), userRow({ ...bola, isAdmin: false })];

describe("Admin users: row actions", () => {
  it("when the admin sees the list, then Delete hides in another row's menu and their own row has none", async () => {
    const { user } = renderAdminPage(<AdminUsersRoute />, "/admin/users", "/api/admin/users", users);
    const more = await screen.findByRole("button", { name: "More actions for Bola Ade" });
    // Not beside Edit: no Delete shows until the row's menu is opened.
    expect(screen.queryByRole("button", { name: "Delete Bola Ade" })).not.toBeInTheDocument();
    await user.click(more);
    expect(more).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("button", { name: "Delete Bola Ade" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "More actions for Ada Obi" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete Ada Obi" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit shares of Ada Obi" })).toBeInTheDocument();
  });

  it("when Delete in the menu is chosen, then the confirmation asks before anything is deleted", async () => {
    const { user } = renderAdminPage(<AdminUsersRoute />, "/admin/users", "/api/admin/users", users);
    await user.click(await screen.findByRole("button", { name: "More actions for Bola Ade" }));
    await user.click(screen.getByRole("button", { name: "Delete Bola Ade" }));
    expect(await screen.findByText("Are you sure you want to delete this user?")).toBeInTheDocument();
  });

  it("when the signed-in admin's record names them (the server's `_id`), then their own row has no Delete", async () => {
    signIn({ id: "u1", isAdmin: true });
    stubFetch((url) => (url === "/api/admin/users" ? { body: users } : undefined));
    const { user } = renderWithApp(<AdminUsersRoute />, { path: "/admin/users" });
    await screen.findByRole("button", { name: "More actions for Bola Ade" });
    expect(screen.queryByRole("button", { name: "More actions for Ada Obi" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "More actions for Bola Ade" }));
    expect(screen.getByRole("button", { name: "Delete Bola Ade" })).toBeInTheDocument();
  });
});
