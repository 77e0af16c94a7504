import { MUST_AGREE_TO_TERMS, MUST_BE_LOGGED_IN } from "@app/contracts/form-messages";
import { canOnlyBuyUpTo, PROOF_REQUIRED } from "@app/contracts/messages";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { findTextTimes, renderWithApp, sentWrites, signIn, stubFetch, writes } from "@/testing/render";
import { BuySharesForm } from "./buy-shares-form";

const png = () => new File(["png-bytes"], "proof.png", { type: "image/png" });

function setup(maxShares = 97.5) {
  const reload = vi.fn();
  const fetchMock = stubFetch((url) => (url === "/api/uploads" ? { body: { url: "/uploads/proof.png" } } : undefined));
  const view = renderWithApp(<BuySharesForm maxShares={maxShares} referralCode="REF1" pricePerShare={100} reload={reload} />);
  return { ...view, fetchMock, reload };
}

describe("BuySharesForm", () => {
  it("when more than the remaining shares are asked, then 'You can only buy up to 97.5 shares.'", async () => {
    signIn();
    const { user, fetchMock } = setup();
    await user.type(screen.getByLabelText("Number of Shares"), "98");
    await user.click(screen.getByRole("button", { name: "Buy Shares" }));
    await findTextTimes(canOnlyBuyUpTo("97.5"), 2);
    expect(writes(fetchMock)).toEqual([]);
  });

  it("when logged out, then 'You must be logged in.'", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText("Number of Shares"), "2.5");
    await user.click(screen.getByRole("button", { name: "Buy Shares" }));
    expect(await screen.findByText(MUST_BE_LOGGED_IN)).toBeInTheDocument();
  });

  it("when no proof was uploaded, then 'Please upload transaction proof.'", async () => {
    signIn();
    const { user } = setup();
    await user.type(screen.getByLabelText("Number of Shares"), "2.5");
    await user.click(screen.getByRole("button", { name: "Buy Shares" }));
    expect(await screen.findByText(PROOF_REQUIRED)).toBeInTheDocument();
  });

  it("when a non-image is chosen, then it is refused before any upload", async () => {
    signIn();
    const { fetchMock } = setup();
    const input = screen.getByLabelText("Proof of Payment (image)");
    fireEvent.change(input, { target: { files: [new File(["%PDF"], "proof.pdf", { type: "application/pdf" })] } });
    expect(await screen.findByText("Please select an image file.")).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([]);
  });

  it("when the policy is not agreed, then 'You must agree to the Policy & Risk terms.'", async () => {
    signIn();
    const { user } = setup();
    await user.type(screen.getByLabelText("Number of Shares"), "2.5");
    await user.upload(screen.getByLabelText("Proof of Payment (image)"), png());
    expect(await screen.findByText("Proof uploaded")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Buy Shares" }));
    expect(await screen.findByText(MUST_AGREE_TO_TERMS)).toBeInTheDocument();
  });

  it("when all is valid and Confirm is double-clicked, then one purchase with an Idempotency-Key is posted and the page reloads after 1 s", async () => {
    signIn();
    const { user, fetchMock, reload } = setup();
    await user.type(screen.getByLabelText("Number of Shares"), "2.5");
    await user.upload(screen.getByLabelText("Proof of Payment (image)"), png());
    await screen.findByText("Proof uploaded");
    expect(screen.getByAltText("Proof of Payment (image) preview")).toHaveAttribute("src", "/uploads/proof.png");
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole("button", { name: "Buy Shares" }));
    await user.dblClick(await screen.findByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Purchase submitted!")).toBeInTheDocument();
    const posted = sentWrites(fetchMock).filter((w) => w.url === "/api/shares");
    expect(posted).toHaveLength(1);
    expect(posted[0]?.key).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/shares");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      numberOfShares: "2.5",
      paymentMethod: "USDT BEP20 (BSC)",
      proof: "/uploads/proof.png",
      referralCode: "REF1",
    });
    await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 2000 });
  });

  it("when the confirmation is cancelled, then nothing is posted", async () => {
    signIn();
    const { user, fetchMock } = setup();
    await user.type(screen.getByLabelText("Number of Shares"), "1");
    await user.upload(screen.getByLabelText("Proof of Payment (image)"), png());
    await screen.findByText("Proof uploaded");
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole("button", { name: "Buy Shares" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/shares")).toBe(false);
  });
});
