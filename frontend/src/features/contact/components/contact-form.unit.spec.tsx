import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, stubFetch } from "@/testing/render";
import { ContactForm } from "./contact-form";

describe("ContactForm", () => {
  it("when a field is blank, then 'All fields are required.' shows and nothing is sent", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<ContactForm />);
    await user.type(screen.getByLabelText("Full Name"), "Ada");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("All fields are required.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when all fields are filled, then the message is posted and a success toast shows", async () => {
    const fetchMock = stubFetch(() => ({ body: { message: "ok" } }));
    const { user } = renderWithApp(<ContactForm />);
    await user.type(screen.getByLabelText("Full Name"), "Ada");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Message sent successfully!")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/contact", expect.objectContaining({ method: "POST" }));
  });

  it("when the server refuses with a message, then that message shows", async () => {
    stubFetch(() => ({ status: 400, body: { message: "Email is invalid" } }));
    const { user } = renderWithApp(<ContactForm />);
    await user.type(screen.getByLabelText("Full Name"), "Ada");
    await user.type(screen.getByLabelText("Email"), "x");
    await user.type(screen.getByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Email is invalid")).toBeInTheDocument();
  });

  it("when the server fails without a message, then the default text shows", async () => {
    stubFetch(() => ({ status: 500, body: {} }));
    const { user } = renderWithApp(<ContactForm />);
    await user.type(screen.getByLabelText("Full Name"), "Ada");
    await user.type(screen.getByLabelText("Email"), "x@y.z");
    await user.type(screen.getByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Failed to send message.")).toBeInTheDocument();
  });
});
