import type { AccountUser } from "@app/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, sentWrites, signIn, stubFetch, findInlineOnly } from "@/testing/render";
import { ProfileForm } from "./profile-form";

const ada = { _id: "u1", fullName: "Ada Obi", email: "ada@example.com", phone: "" } as AccountUser;

describe("ProfileForm", () => {
  it("when the name is blanked, then the API's message shows inline and nothing is sent", async () => {
    signIn();
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<ProfileForm user={ada} />);
    await user.clear(screen.getByLabelText("Full Name"));
    await user.click(screen.getByRole("button", { name: "Update Profile" }));
    await findInlineOnly("Full name is required.");
    expect(screen.getByLabelText("Full Name")).toHaveAttribute("aria-invalid", "true");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when a name and phone are given, then they are sent trimmed", async () => {
    signIn();
    const fetchMock = stubFetch(() => ({ body: { message: "ok" } }));
    const { user } = renderWithApp(<ProfileForm user={ada} />);
    await user.type(screen.getByLabelText("Phone Number"), " +234 800 000 0001 ");
    await user.click(screen.getByRole("button", { name: "Update Profile" }));
    expect(await screen.findByText("Profile updated successfully")).toBeInTheDocument();
    expect(sentWrites(fetchMock)[0]).toMatchObject({ url: "/api/user/me", body: { fullName: "Ada Obi", phone: "+234 800 000 0001" } });
  });
});
