import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { acmeIdentity } from "@/testing/fixtures";
import { answerSite, renderWithApp } from "@/testing/render";
import ContactRoute from "./contact";

describe("Contact", () => {
  it("when the operator's identity is set, then Contact lists legal name, RC number, office, email, phone, WhatsApp and hours", async () => {
    answerSite(acmeIdentity);
    renderWithApp(<ContactRoute />);
    const details = await screen.findByRole("complementary", { name: "Reach us" });
    expect(details).toHaveTextContent("Company: Acme Shares Ltd");
    expect(details).toHaveTextContent("RC number: RC 1234567");
    expect(details).toHaveTextContent("Office: 5 Marina, Lagos");
    expect(details).toHaveTextContent("Hours: Monday to Friday, 9:00 to 17:00 WAT");
    expect(within(details).getByRole("link", { name: "help@acme.ng" })).toHaveAttribute("href", "mailto:help@acme.ng");
    expect(within(details).getByRole("link", { name: "+234 803 123 4567" })).toHaveAttribute("href", "tel:+2348031234567");
    expect(within(details).getByRole("link", { name: "+234 803 765 4321" })).toHaveAttribute("href", "https://wa.me/2348037654321");
  });

  it("when no identity is set, then no details box and no placeholder shows", async () => {
    const fetchMock = answerSite({ brandName: "Share Invest" });
    const { container } = renderWithApp(<ContactRoute />);
    await screen.findByRole("heading", { name: "Contact Us" });
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByRole("complementary", { name: "Reach us" })).not.toBeInTheDocument();
    expect(container.textContent).not.toMatch(/RC number|Hours:/);
  });
});
