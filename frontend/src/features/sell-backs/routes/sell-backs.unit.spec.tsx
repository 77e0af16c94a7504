import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  expectConfirmSendsOnce,
  expectOneKeyedWrite,
  type FetchRoute,
  fill,
  openAdminDialog,
  renderWithApp,
  sentWrites,
  signIn,
  stubFetch,
} from "@/testing/render";
import AdminSellBacksRoute from "./admin-sell-backs";
import { pendingSellBack, TRON } from "./sell-back-fixture";
import SellSharesRoute from "./sell-shares";

const sellBack = pendingSellBack({ user: { _id: "u2", fullName: "Bola Ade", email: "bola@example.com" }, shares: 3.5 });

const routes: FetchRoute = (url) => {
  if (url.startsWith("/api/shares/sell-backs")) return { body: { sellBacks: [sellBack], totalPages: 1, currentPage: 1 } };
  if (url.startsWith("/api/shares/sell-back/quote"))
    return {
      body: {
        eligibleShares: 10,
        lockedShares: 4,
        nextEligibleAt: "2026-10-10T00:00:00.000Z",
        pricePerShare: 120,
        feeRate: 0.1,
        minHoldDays: 182,
      },
    };
  if (url.startsWith("/api/shares/sell-back/mine")) return { body: { sellBacks: [{ ...sellBack, status: "Rejected" }] } };
  if (url.startsWith("/api/admin/share-price")) return { body: { pricePerShare: 120 } };
  return { status: 201, body: { message: "ok" } };
};

describe("Share sell-backs", () => {
  it("when an admin approves a sell-back, then the dialog names who, how many shares and the payout, and one approve with an Idempotency-Key is sent", async () => {
    const { user, fetchMock, dialog } = await openAdminDialog(<AdminSellBacksRoute />, "Approve", routes);
    expect(dialog).toHaveTextContent("Approve Bola Ade's sale of 3.5 share(s)? $378.00 is paid to their wallet");
    await expectConfirmSendsOnce(
      { user, fetchMock, dialog },
      {
        confirm: "Approve sell-back",
        toastText: "Sell-back approved successfully",
        url: "/api/shares/sell-back/approve/s1",
        click: "dblClick",
      },
    );
  });

  it("when an investor asks for more shares than eligible, then the form says the most and nothing is sent", async () => {
    signIn();
    const fetchMock = stubFetch(routes);
    const { user } = renderWithApp(<SellSharesRoute />);
    expect(
      await screen.findByText(
        /^Shares can be sold back 6 months after their purchase was approved.*A 10% fee applies.*earn no profit while the request is pending\.$/,
      ),
    ).toBeInTheDocument();
    await user.type(await screen.findByLabelText("Number of shares"), "10.5");
    await fill(user, { "Wallet Address": TRON, Network: "USDT TRC20" }, "Sell Shares");
    expect(await screen.findByText("You can sell at most 10 shares.")).toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when the hold period is set to 10 days and no shares are eligible yet, then the rule and the refusal say 10 days, not 6 months", async () => {
    signIn();
    const young = {
      eligibleShares: 0,
      lockedShares: 4,
      nextEligibleAt: "2026-10-10T00:00:00.000Z",
      pricePerShare: 120,
      feeRate: 0.1,
      minHoldDays: 10,
    };
    const fetchMock = stubFetch((url) => (url.startsWith("/api/shares/sell-back/quote") ? { body: young } : routes(url)));
    const { user } = renderWithApp(<SellSharesRoute />);
    expect(await screen.findByText(/^Shares can be sold back 10 days after their purchase was approved/)).toBeInTheDocument();
    await user.type(await screen.findByLabelText("Number of shares"), "1");
    await fill(user, { "Wallet Address": TRON, Network: "USDT TRC20" }, "Sell Shares");
    expect(
      await screen.findByText(/^Shares can be sold 10 days after purchase\. Your next shares become eligible on \d+ Oct 2026\.$/),
    ).toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when an investor reviews and confirms a sale of 2 shares, then one request with an Idempotency-Key is sent", async () => {
    signIn();
    const fetchMock = stubFetch(routes);
    const { user } = renderWithApp(<SellSharesRoute />);
    await user.type(await screen.findByLabelText("Number of shares"), "2");
    await fill(user, { "Wallet Address": TRON, Network: "USDT TRC20" }, "Sell Shares");
    const dialog = await screen.findByRole("dialog", { name: "Review your sale" });
    expect(dialog).toHaveTextContent("$216.00");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Sell-back requested!")).toBeInTheDocument();
    expectOneKeyedWrite(fetchMock, "/api/shares/sell-back");
  });
});
