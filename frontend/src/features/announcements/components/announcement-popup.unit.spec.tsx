import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, signIn, stubFetch } from "@/testing/render";
import { AnnouncementPopup } from "./announcement-popup";

const active = (message: string) => () => ({ body: { message, isActive: true } });

describe("AnnouncementPopup", () => {
  it("when closed, then it stays closed for the same message", async () => {
    signIn();
    stubFetch(active("Window opens Monday"));
    const { user, unmount } = renderWithApp(<AnnouncementPopup />);
    expect(await screen.findByText("Window opens Monday")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByText("Window opens Monday")).not.toBeInTheDocument());
    expect(localStorage.getItem("announcementDismissed")).toBe("Window opens Monday");
    unmount();
    renderWithApp(<AnnouncementPopup />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("Window opens Monday")).not.toBeInTheDocument();
  });

  it("when the message changes, then it shows again", async () => {
    signIn();
    localStorage.setItem("announcementDismissed", "Old news");
    stubFetch(active("New news"));
    renderWithApp(<AnnouncementPopup />);
    expect(await screen.findByText("New news")).toBeInTheDocument();
  });
});
