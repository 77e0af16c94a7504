import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, sentWrites, signIn, stubFetch } from "@/testing/render";
import { RoleSelector } from "./role-selector";

const investor = { _id: "u9", fullName: "Bola Ade", isAdmin: false, isAuditor: false };

describe("Role selector", () => {
  it("when the admin picks Admin, then a dialog asks first and Confirm sends the role once", async () => {
    signIn({ isAdmin: true });
    const fetchMock = stubFetch((url) =>
      url === "/api/admin/users/u9/role" ? { body: { message: "Role changed to admin", role: "admin" } } : undefined,
    );
    const { user } = renderWithApp(<RoleSelector user={investor} />);
    await user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "admin");
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Make Bola Ade admin?");
    expect(sentWrites(fetchMock)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Change role" }));
    expect(await screen.findByText("Role changed to admin")).toBeInTheDocument();
    expect(sentWrites(fetchMock).map((w) => [w.url, w.body])).toEqual([["/api/admin/users/u9/role", { role: "admin" }]]);
  });

  it("when granting admin waits for a second admin (202), then the toast says so", async () => {
    signIn({ isAdmin: true });
    stubFetch((url) =>
      url === "/api/admin/users/u9/role"
        ? {
            status: 202,
            body: {
              message: "Recorded: this awaits a second admin's approval.",
              approval: { _id: "ap1", status: "Pending", description: "Change the role from investor to admin" },
            },
          }
        : undefined,
    );
    const { user } = renderWithApp(<RoleSelector user={investor} />);
    await user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "admin");
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Change role" }));
    expect(await screen.findByText(/awaits a second admin's approval\. Change the role from investor to admin/)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
