import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fill, findInlineOnly, renderAndFill, renderWithApp, stubFetch } from "@/testing/render";
import { ContactForm } from "./contact-form";

describe("ContactForm", () => {
  it("when a field is blank, then 'All fields are required.' shows and nothing is sent", async () => {
    const { fetchMock } = await renderAndFill(<ContactForm />, { "Full Name": "Ada" }, "Send Message");
    expect(await screen.findAllByText("All fields are required.")).not.toHaveLength(0);
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when all fields are filled, then the message is posted and a success toast shows", async () => {
    const fetchMock = stubFetch(() => ({ body: { message: "ok" } }));
    const { user } = renderWithApp(<ContactForm />);
    await fill(user, { "Full Name": "Ada", Email: "ada@example.com", Message: "Hello" }, "Send Message");
    expect(await screen.findByText("Message sent successfully!")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/contact", expect.objectContaining({ method: "POST" }));
  });

  it("when the email is not an address, then the schema's message shows and nothing is sent", async () => {
    const { fetchMock } = await renderAndFill(<ContactForm />, { "Full Name": "Ada", Email: "x", Message: "Hello" }, "Send Message");
    await findInlineOnly("Please enter a valid email address.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when the server refuses with a message, then that message shows", async () => {
    stubFetch(() => ({ status: 429, body: { message: "Too many messages" } }));
    const { user } = renderWithApp(<ContactForm />);
    await fill(user, { "Full Name": "Ada", Email: "ada@example.com", Message: "Hello" }, "Send Message");
    expect(await screen.findByText("Too many messages")).toBeInTheDocument();
  });

  it("when the server fails without a message, then the default text shows", async () => {
    stubFetch(() => ({ status: 500, body: {} }));
    const { user } = renderWithApp(<ContactForm />);
    await fill(user, { "Full Name": "Ada", Email: "ada@example.com", Message: "Hello" }, "Send Message");
    expect(await screen.findByText("Failed to send message.")).toBeInTheDocument();
  });
});
