import { ENTER_VALID_LOAN_AMOUNT, loanRangeMessage, MANUAL_PAYMENT_MESSAGE } from "@app/contracts/messages";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { findTextTimes, renderWithApp, sentWrites, signIn, stubFetch } from "@/testing/render";
import { LoanRequestForm } from "./loan-request-form";
import { ManualPaymentForm } from "./manual-payment-form";

describe("LoanRequestForm", () => {
  it("when the amount is empty, then the field is marked invalid with 'Enter a valid loan amount' and nothing is sent", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<LoanRequestForm sharesOwned={2.5} />);
    await user.click(screen.getByRole("button", { name: "Submit Loan Request" }));
    await findTextTimes(ENTER_VALID_LOAN_AMOUNT, 2);
    expect(screen.getByLabelText("Loan Amount ($)")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when the amount is outside the investor's range, then the server's range message shows", async () => {
    signIn();
    stubFetch(() => ({ status: 422, body: { message: loanRangeMessage("2.50", "50.00") } }));
    const { user } = renderWithApp(<LoanRequestForm sharesOwned={2.5} />);
    await user.type(screen.getByLabelText("Loan Amount ($)"), "50.01");
    await user.click(screen.getByRole("button", { name: "Submit Loan Request" }));
    expect(await screen.findByText(loanRangeMessage("2.50", "50.00"))).toBeInTheDocument();
  });

  it("when $25 is typed, then the 10% charge and total payable update live", async () => {
    stubFetch();
    const { user } = renderWithApp(<LoanRequestForm sharesOwned={2.5} />);
    await user.type(screen.getByLabelText("Loan Amount ($)"), "25");
    expect(screen.getByText("$2.50")).toBeInTheDocument();
    expect(screen.getByText("$27.50")).toBeInTheDocument();
  });

  it("when valid, then the percentage of capital is sent once with an Idempotency-Key and /loan-summary opens", async () => {
    signIn();
    const fetchMock = stubFetch();
    const { user, router } = renderWithApp(<LoanRequestForm sharesOwned={2.5} />, {
      extraRoutes: [{ path: "/loan-summary", element: <p>summary</p> }],
    });
    await user.type(screen.getByLabelText("Loan Amount ($)"), "25");
    await user.click(screen.getByRole("button", { name: "Submit Loan Request" }));
    expect(await screen.findByText("Loan request submitted successfully!")).toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([{ url: "/api/loans/request", key: expect.any(String), body: { percentage: 10 } }]);
    expect(router.state.location.pathname).toBe("/loan-summary");
  });

  it("when the server refuses, then its message shows", async () => {
    stubFetch(() => ({ status: 409, body: { message: "You already have an active loan" } }));
    const { user } = renderWithApp(<LoanRequestForm sharesOwned={2.5} />);
    await user.type(screen.getByLabelText("Loan Amount ($)"), "25");
    await user.click(screen.getByRole("button", { name: "Submit Loan Request" }));
    expect(await screen.findByText("You already have an active loan")).toBeInTheDocument();
  });
});

describe("ManualPaymentForm", () => {
  it("when amount or receipt is missing, then 'Please enter amount and upload receipt'", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<ManualPaymentForm loanId="L1" />);
    await user.type(screen.getByLabelText("Amount Paid ($)"), "10");
    await user.click(screen.getByRole("button", { name: "Submit Payment" }));
    expect(await screen.findByText(MANUAL_PAYMENT_MESSAGE)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Amount Paid ($)"));
    await user.click(screen.getByRole("button", { name: "Submit Payment" }));
    expect(await screen.findAllByText(MANUAL_PAYMENT_MESSAGE)).not.toHaveLength(0);
    expect(screen.getByLabelText("Amount Paid ($)")).toHaveAttribute("aria-invalid", "true");
  });

  it("when the receipt upload fails, then 'Upload failed. Try again.'", async () => {
    stubFetch(() => ({ status: 500 }));
    const { user } = renderWithApp(<ManualPaymentForm loanId="L1" />);
    await user.upload(screen.getByLabelText("Payment Receipt (image)"), new File(["x"], "r.png", { type: "image/png" }));
    expect(await screen.findByText("Upload failed. Try again.")).toBeInTheDocument();
  });

  it("when amount and receipt are given, then the payment is submitted for review once, with an Idempotency-Key", async () => {
    signIn();
    const fetchMock = stubFetch((url) => (url === "/api/uploads" ? { body: { url: "/uploads/r.png" } } : undefined));
    const { user } = renderWithApp(<ManualPaymentForm loanId="L1" />, {
      extraRoutes: [{ path: "/loan-summary", element: <p>summary</p> }],
    });
    await user.type(screen.getByLabelText("Amount Paid ($)"), "11");
    await user.upload(screen.getByLabelText("Payment Receipt (image)"), new File(["x"], "r.png", { type: "image/png" }));
    expect(await screen.findByText("Receipt uploaded successfully")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit Payment" }));
    expect(await screen.findByText("Manual payment submitted for review")).toBeInTheDocument();
    const posted = sentWrites(fetchMock).filter((w) => w.url === "/api/loans/manual-payment");
    expect(posted).toEqual([
      { url: "/api/loans/manual-payment", key: expect.any(String), body: { loanId: "L1", amount: 11, proofUrl: "/uploads/r.png" } },
    ]);
  });
});
