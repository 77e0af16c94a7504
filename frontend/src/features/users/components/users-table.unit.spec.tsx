import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAdminPage } from "@/testing/render";
import { bola, userRow } from "@/testing/fixtures";
import AdminUsersRoute from "../routes/admin-users";

// signIn() signs in as u1 (Ada Obi).
const users = [userRow({ _id: "u1", fullName: "Ada Obi", email: "ada@example.com", isAdmin: true }), userRow({ ...bola, isAdmin: false })];

describe("Admin users: own row", () => {
  it("when the admin sees their own row, then it offers no Delete while other rows do", async () => {
    renderAdminPage(<AdminUsersRoute />, "/admin/users", "/api/admin/users", users);
    expect(await screen.findByRole("button", { name: "Delete Bola Ade" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete Ada Obi" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit shares of Ada Obi" })).toBeInTheDocument();
  });
});
