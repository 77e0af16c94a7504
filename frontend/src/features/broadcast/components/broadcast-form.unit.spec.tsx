import { BROADCAST_FIELDS_MISSING } from "@app/contracts/messages";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fill, renderWithApp, sentWrites, stubFetch, renderAndFill, findInlineOnly } from "@/testing/render";
import { BroadcastForm } from "./broadcast-form";

describe("BroadcastForm", () => {
  it("when subject or message is blank, then 'Please fill in both subject and message.'", async () => {
    const { fetchMock } = await renderAndFill(<BroadcastForm />, { Subject: "Hello" }, "Send Broadcast");
    await findInlineOnly(BROADCAST_FIELDS_MISSING);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when an admin clicks Send Broadcast, then a dialog names the subject and how many users it reaches and nothing is sent until confirmed", async () => {
    const fetchMock = stubFetch((url) => (url === "/api/admin/stats" ? { body: { registeredUsers: 1234 } } : { body: {} }));
    const { user } = renderWithApp(<BroadcastForm />);
    await fill(user, { Subject: "Hello", "Message (HTML allowed)": "<b>News</b>" }, "Send Broadcast");
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Send “Hello” by email to all 1234 registered users?");
    expect(within(dialog).getByRole("button", { name: "Send to 1234 users" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when sending fails without a message, then 'Failed to send broadcast.' and a retry carries the same Idempotency-Key", async () => {
    const fetchMock = stubFetch((url) => (url === "/api/admin/broadcast" ? { status: 500 } : undefined));
    const { user } = renderWithApp(<BroadcastForm />);
    await fill(user, { Subject: "Hello", "Message (HTML allowed)": "<b>News</b>" }, "Send Broadcast");
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: /^Send to/ }));
    expect(await screen.findByText("Failed to send broadcast.")).toBeInTheDocument();
    await user.click(await within(dialog).findByRole("button", { name: /^Send to/ }));
    const [first, second] = sentWrites(fetchMock);
    expect(first?.key).toBeTruthy();
    expect(second?.key).toBe(first?.key);
  });
});
