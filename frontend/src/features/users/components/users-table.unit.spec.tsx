import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, signIn, stubFetch } from "@/testing/render";
import AdminUsersRoute from "../routes/admin-users";

const base = { phone: "", sharesOwned: 0, profitBalance: 0, referralRewardBalance: 0, referrer: null, teamShares: 0 };
// signIn() signs in as u1 (Ada Obi).
const users = [
  { ...base, _id: "u1", fullName: "Ada Obi", email: "ada@example.com", isAdmin: true },
  { ...base, _id: "u2", fullName: "Bola Ade", email: "bola@example.com", isAdmin: false },
];

describe("Admin users: own row", () => {
  it("when the admin sees their own row, then it offers no Delete while other rows do", async () => {
    signIn({ isAdmin: true });
    stubFetch((url) => (url === "/api/admin/users" ? { body: users } : undefined));
    renderWithApp(<AdminUsersRoute />, { path: "/admin/users" });
    expect(await screen.findByRole("button", { name: "Delete Bola Ade" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete Ada Obi" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit shares of Ada Obi" })).toBeInTheDocument();
  });
});
