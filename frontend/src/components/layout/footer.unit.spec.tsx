import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { acmeIdentity } from "@/testing/fixtures";
import { answerSite, renderWithApp, signIn } from "@/testing/render";
import { Footer } from "./footer";

describe("footer", () => {
  it("when every identity setting is set, then the footer names the operator, its numbers, address, email, phone and WhatsApp", async () => {
    answerSite(acmeIdentity);
    renderWithApp(<Footer />);
    expect(await screen.findByText("Acme Shares is operated by Acme Shares Ltd (CAC RC 1234567, SEC SEC/CMO/42).")).toBeInTheDocument();
    const contact = screen.getByRole("region", { name: "Contact" });
    expect(within(contact).getByRole("link", { name: "help@acme.ng" })).toHaveAttribute("href", "mailto:help@acme.ng");
    expect(within(contact).getByRole("link", { name: "+234 803 123 4567" })).toHaveAttribute("href", "tel:+2348031234567");
    expect(within(contact).getByRole("link", { name: "+234 803 765 4321" })).toHaveAttribute("href", "https://wa.me/2348037654321");
    expect(contact).toHaveTextContent("5 Marina, Lagos");
    expect(screen.getByRole("link", { name: "Community group" })).toHaveAttribute("href", "https://chat.whatsapp.com/acme");
    expect(screen.queryByRole("link", { name: "Community channel" })).not.toBeInTheDocument();
    expect(screen.getByText(/© \d{4} Acme Shares\. All rights reserved\./)).toBeInTheDocument();
  });

  it("when only an email is set, then no phone, WhatsApp, address, operator line or community section shows, and no placeholder either", async () => {
    answerSite({ brandName: "Share Invest", supportEmail: "help@shareinvest.ng" });
    const { container } = renderWithApp(<Footer />);
    expect(await screen.findByRole("link", { name: "help@shareinvest.ng" })).toBeInTheDocument();
    expect(screen.queryByText(/Phone|WhatsApp|Office|operated by/)).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Join our community" })).not.toBeInTheDocument();
    expect(container.textContent).not.toMatch(/example|\+234 800|000 000|ShareVest/i);
  });

  it("when no contact setting is set, then the contact section is left out and the quick links stay", async () => {
    const fetchMock = answerSite({ brandName: "Share Invest" });
    renderWithApp(<Footer />);
    await screen.findByText(/Share Invest\. All rights reserved\./);
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByRole("region", { name: "Contact" })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Quick links" })).toHaveTextContent("Terms");
  });

  it("when an investor is signed in, then a slim footer still names the legal entity, with Terms, Privacy and Support", async () => {
    answerSite({ brandName: "Acme Shares", legalName: "Acme Shares Ltd", companyRegistration: "1234567", supportEmail: "help@acme.ng" });
    signIn();
    renderWithApp(<Footer />);
    expect(await screen.findByText("Acme Shares is operated by Acme Shares Ltd (CAC RC 1234567).")).toBeInTheDocument();
    const links = within(screen.getByRole("navigation", { name: "Footer" })).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Terms", "Privacy", "Support"]);
    expect(screen.queryByRole("region", { name: "Quick links" })).not.toBeInTheDocument();
  });
});
