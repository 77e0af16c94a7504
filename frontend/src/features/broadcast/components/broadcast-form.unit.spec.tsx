import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, stubFetch } from "@/testing/render";
import { BroadcastForm } from "./broadcast-form";

describe("BroadcastForm", () => {
  it("when subject or message is blank, then 'Please fill in both subject and message.'", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<BroadcastForm />);
    await user.type(screen.getByLabelText("Subject"), "Hello");
    await user.click(screen.getByRole("button", { name: "Send Broadcast" }));
    expect(await screen.findByText("Please fill in both subject and message.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when sending fails without a message, then 'Failed to send broadcast.'", async () => {
    stubFetch(() => ({ status: 500 }));
    const { user } = renderWithApp(<BroadcastForm />);
    await user.type(screen.getByLabelText("Subject"), "Hello");
    await user.type(screen.getByLabelText("Message (HTML allowed)"), "<b>News</b>");
    await user.click(screen.getByRole("button", { name: "Send Broadcast" }));
    expect(await screen.findByText("Failed to send broadcast.")).toBeInTheDocument();
  });
});
