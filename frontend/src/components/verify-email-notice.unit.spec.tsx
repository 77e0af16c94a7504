import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BuySharesForm } from "@/features/purchases/components/buy-shares-form";
import { clearVerificationRequired } from "@/lib/verification-required";
import { renderWithApp, sentWrites, signIn, stubFetch } from "@/testing/render";
import { VerifyEmailNotice } from "./verify-email-notice";

const VERIFY = "Please verify your email address first.";
const SENT = "If an unverified account exists for that email, a new verification link has been sent.";

afterEach(() => clearVerificationRequired());

/** Buys one share with a proof; the purchase answers 403 with `refusal`. */
async function refusedPurchase(refusal: string) {
  signIn();
  const fetchMock = stubFetch((url) => {
    if (url === "/api/uploads") return { status: 201, body: { url: "/api/uploads/p.png?expires=1&signature=s" } };
    if (url === "/api/shares") return { status: 403, body: { message: refusal } };
    if (url === "/api/auth/resend-verification") return { body: { message: SENT } };
    return undefined;
  });
  const { user } = renderWithApp(
    <>
      <VerifyEmailNotice />
      <BuySharesForm maxShares={100} referralCode="" pricePerShare={100} reload={() => {}} />
    </>,
  );
  await user.type(screen.getByLabelText("Number of Shares"), "1");
  await user.upload(screen.getByLabelText("Proof of Payment (image)"), new File(["png"], "p.png", { type: "image/png" }));
  await screen.findByText("Proof uploaded");
  await user.click(screen.getByLabelText(/I agree to the/));
  await user.click(screen.getByRole("button", { name: "Buy Shares" }));
  await user.click(await screen.findByRole("button", { name: "Confirm" }));
  await screen.findByText(refusal, { selector: ".toast-message" });
  return { user, fetchMock };
}

describe("VerifyEmailNotice", () => {
  it("when a purchase is refused because the email is not verified, then the notice offers 'Resend verification email', which posts the user's email", async () => {
    const { user, fetchMock } = await refusedPurchase(VERIFY);
    const notice = await screen.findByRole("alert", { name: "Email verification" });
    expect(within(notice).getByText(VERIFY)).toBeInTheDocument();
    await user.click(within(notice).getByRole("button", { name: "Resend verification email" }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(sentWrites(fetchMock).filter((w) => w.url === "/api/auth/resend-verification")).toEqual([
      { url: "/api/auth/resend-verification", key: undefined, body: { email: "ada@example.com" } },
    ]);
    expect(within(notice).getByText(/A new link is on its way to ada@example.com/)).toBeInTheDocument();
  });

  it("when a purchase is refused for another reason, then no notice is shown", async () => {
    await refusedPurchase("Access denied: admins only");
    expect(screen.queryByRole("alert", { name: "Email verification" })).not.toBeInTheDocument();
  });
});
