import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, stubFetch, findInlineOnly } from "@/testing/render";
import { AnnouncementForm } from "./announcement-form";

describe("AnnouncementForm", () => {
  it("when the message is blank, then 'Message cannot be empty.'", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<AnnouncementForm initialMessage="" initialEnabled={false} />);
    await user.click(screen.getByRole("button", { name: "Save Announcement" }));
    await findInlineOnly("Message cannot be empty.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when saved enabled while the server says inactive, then create, clear the dismissed flag and toggle", async () => {
    localStorage.setItem("announcementDismissed", "old news");
    const fetchMock = stubFetch((url) => (url === "/api/announcement/active" ? { body: { message: "New", isActive: false } } : undefined));
    const { user } = renderWithApp(<AnnouncementForm initialMessage="" initialEnabled={false} />);
    await user.type(screen.getByLabelText("Announcement Message"), "New");
    await user.click(screen.getByLabelText("Enable Announcement"));
    await user.click(screen.getByRole("button", { name: "Save Announcement" }));
    expect(await screen.findByText("Announcement updated successfully")).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toEqual(["/api/announcement/create", "/api/announcement/active", "/api/announcement/toggle"]);
    expect(localStorage.getItem("announcementDismissed")).toBeNull();
  });
});
