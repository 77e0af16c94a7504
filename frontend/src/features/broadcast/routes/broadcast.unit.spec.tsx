import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fill, renderWithApp, sentWrites, signIn, stubFetch } from "@/testing/render";
import BroadcastRoute from "./broadcast";

const status = (state: string, sent: number, failed: number, recipients: number) => ({
  _id: "b1",
  subject: "Hello",
  status: state,
  recipients,
  sent,
  failed,
  createdAt: "2026-01-02T10:00:00.000Z",
  completedAt: state === "completed" ? "2026-01-02T10:01:00.000Z" : null,
});

describe("Broadcast page", () => {
  it("when a broadcast is confirmed with a double click, then one request is sent and its progress (sent, failed, total) is polled until done", async () => {
    signIn({ isAdmin: true });
    let polls = 0;
    const fetchMock = stubFetch((url) => {
      if (url === "/api/admin/stats") return { body: { registeredUsers: 4 } };
      if (url === "/api/admin/broadcast")
        return { status: 202, body: { message: "Broadcast is being sent to 4 users.", broadcastId: "b1", recipients: 4 } };
      if (url === "/api/admin/broadcasts/b1") {
        polls += 1;
        return { body: polls === 1 ? status("queued", 0, 0, 0) : polls === 2 ? status("sending", 2, 0, 4) : status("completed", 3, 1, 4) };
      }
      return undefined;
    });
    const { user } = renderWithApp(<BroadcastRoute />);
    await fill(user, { Subject: "Hello", "Message (HTML allowed)": "<b>News</b>" }, "Send Broadcast");
    await user.dblClick(within(await screen.findByRole("dialog")).getByRole("button", { name: "Send to 4 users" }));
    expect(await screen.findByText("Broadcast is being sent to 4 users.")).toBeInTheDocument();
    expect(await screen.findByText("Queued: waiting for the mail worker")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("progressbar", { name: "Broadcast progress" })).toHaveAttribute("aria-valuenow", "50"), {
      timeout: 3000,
    });
    await waitFor(() => expect(screen.getByRole("progressbar", { name: "Broadcast progress" })).toHaveAttribute("aria-valuenow", "100"), {
      timeout: 3000,
    });
    expect(screen.getByText("3 sent · 1 failed · 4 total")).toBeInTheDocument();
    const pollsWhenDone = polls;
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(polls).toBe(pollsWhenDone);
    expect(sentWrites(fetchMock)).toEqual([
      { url: "/api/admin/broadcast", key: expect.any(String), body: { subject: "Hello", message: "<b>News</b>" } },
    ]);
  });
});
