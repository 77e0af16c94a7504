import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp, stubFetch } from "@/testing/render";
import { ReferralCodeCard } from "./referral-code-card";

const site = () =>
  stubFetch((url) =>
    url.endsWith("/api/site") ? { body: { brandName: "Share Invest", publicUrl: "https://invest.example.ng" } } : undefined,
  );

const expectedLink = "https://invest.example.ng/register?ref=ADA123";

describe("referral link", () => {
  it("when the investor has a code, then the link is built on the platform's public address, not this browser's", async () => {
    site();
    renderWithApp(<ReferralCodeCard code="ADA123" />);
    expect(await screen.findByText(expectedLink)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(window.location.origin);
  });

  it("when Copy link is pressed, then the link is on the clipboard and 'Referral link copied!' shows", async () => {
    site();
    // user-event's setup puts its own clipboard on navigator: what was copied is read back from it.
    const { user } = renderWithApp(<ReferralCodeCard code="ADA123" />);
    await user.click(await screen.findByRole("button", { name: "Copy link" }));
    expect(await navigator.clipboard.readText()).toBe(expectedLink);
    expect(await screen.findByText("Referral link copied!")).toBeInTheDocument();
  });

  it("when the card shows, then Share on WhatsApp opens wa.me with the invitation and the link in its text", async () => {
    site();
    renderWithApp(<ReferralCodeCard code="ADA123" />);
    const whatsapp = await screen.findByRole("link", { name: "Share on WhatsApp" });
    const href = new URL(whatsapp.getAttribute("href") as string);
    expect(href.origin + href.pathname).toBe("https://wa.me/");
    expect(href.searchParams.get("text")).toContain(expectedLink);
    expect(href.searchParams.get("text")).toContain("Share Invest");
  });

  it("when the browser has no share sheet, then no Share button shows; when it has one, Share hands it the link", async () => {
    site();
    const first = renderWithApp(<ReferralCodeCard code="ADA123" />);
    await screen.findByRole("link", { name: "Share on WhatsApp" });
    expect(screen.queryByRole("button", { name: "Share" })).not.toBeInTheDocument();
    first.unmount();

    const share = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, share });
    const { user } = renderWithApp(<ReferralCodeCard code="ADA123" />);
    await user.click(await screen.findByRole("button", { name: "Share" }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: expectedLink }));
  });

  it("when the investor has no code yet, then no link and no share buttons show", async () => {
    const fetchMock = site();
    renderWithApp(<ReferralCodeCard code="" />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole("link", { name: "Share on WhatsApp" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Copy link" })).not.toBeInTheDocument();
  });
});
