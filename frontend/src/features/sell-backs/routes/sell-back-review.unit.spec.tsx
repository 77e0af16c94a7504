import { REQUEST_ALREADY_DECIDED, SELL_BACK_CANCELLED } from "@app/contracts/messages";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fill, renderWithApp, sentWrites, signIn, stubFetch, type FetchRoute, expectOwnRequestCancelled } from "@/testing/render";
import AdminSellBacksRoute from "./admin-sell-backs";
import { pendingSellBack, TRON } from "./sell-back-fixture";
import SellSharesRoute from "./sell-shares";

const BSC = "0x55d398326f99059fF775485246999027B3197955";

const pending = pendingSellBack();
const approved = { ...pending, _id: "s0", status: "Approved", pricePerShare: 120, gross: 180, fee: 18, payout: 162 };

function investorRoutes({ twoFactor = false, paid = [TRON], mine = [pending, approved] } = {}): FetchRoute {
  return (url) => {
    if (url.startsWith("/api/shares/sell-back/quote"))
      return { body: { eligibleShares: 10, lockedShares: 0, nextEligibleAt: null, pricePerShare: 120, feeRate: 0.1, minHoldDays: 182 } };
    if (url.startsWith("/api/shares/sell-back/mine")) return { body: { sellBacks: mine } };
    if (url === "/api/user/me") return { body: { _id: "u1", twoFactorEnabled: twoFactor } };
    if (url === "/api/user/paid-wallets") return { body: { wallets: paid, newWalletHoldHours: 24 } };
    return undefined;
  };
}

async function fillSale(user: ReturnType<typeof renderWithApp>["user"], shares: string, wallet: string, network: string) {
  await user.type(await screen.findByLabelText("Number of shares"), shares);
  await fill(user, { "Wallet Address": wallet, Network: network }, "Sell Shares");
}

describe("Sell shares: review, wallet rule and code", () => {
  it("when a sale to a new wallet is submitted, then the review shows the address ends, value, the quote's fee and net, and the hold line; Back keeps the input", async () => {
    signIn();
    const fetchMock = stubFetch(investorRoutes({ paid: [] }));
    const { user } = renderWithApp(<SellSharesRoute />);
    await fillSale(user, "2.5", BSC, "USDT BEP20 (BSC)");
    const review = await screen.findByRole("dialog", { name: "Review your sale" });
    expect(review).toHaveTextContent("NetworkUSDT on BEP20 (BSC)");
    expect(Array.from(review.querySelectorAll("strong.wallet-address-end")).map((e) => e.textContent)).toEqual([
      BSC.slice(0, 6),
      BSC.slice(-6),
    ]);
    expect(review).toHaveTextContent("Value$300.00");
    expect(review).toHaveTextContent("Fee (10%)$30.00");
    expect(review).toHaveTextContent("You receive (at today's price)$270.00");
    expect(review).toHaveTextContent("This is a new wallet: for your safety an admin can pay it out only after 24 hours.");
    await user.click(within(review).getByRole("button", { name: "Back" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Number of shares")).toHaveValue(2.5);
    expect(screen.getByLabelText("Wallet Address")).toHaveValue(BSC);
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when a TRON address is given with the BEP20 network, then the form names BEP20 and no review opens", async () => {
    signIn();
    const fetchMock = stubFetch(investorRoutes());
    const { user } = renderWithApp(<SellSharesRoute />);
    await fillSale(user, "2", TRON, "USDT BEP20 (BSC)");
    expect((await screen.findAllByText("This is not a valid BEP20 (BSC) address.")).length).toBeGreaterThan(0);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("when the investor has a second factor, then the sale asks for the code and sends it after the review", async () => {
    signIn();
    const fetchMock = stubFetch(investorRoutes({ twoFactor: true }));
    const { user } = renderWithApp(<SellSharesRoute />);
    await user.type(await screen.findByLabelText("Authentication code"), "654321");
    await fillSale(user, "2", TRON, "USDT TRC20");
    const review = await screen.findByRole("dialog", { name: "Review your sale" });
    expect(review).not.toHaveTextContent("This is a new wallet");
    await user.click(within(review).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Sell-back requested!")).toBeInTheDocument();
    expect(sentWrites(fetchMock).map((w) => w.body)).toEqual([{ numberOfShares: 2, wallet: TRON, network: "USDT TRC20", code: "654321" }]);
  });
});

describe("Sell shares: history and cancel", () => {
  it("when the history loads, then an approved sale shows its value, fee and payout and only the pending one offers Cancel", async () => {
    signIn();
    stubFetch(investorRoutes());
    renderWithApp(<SellSharesRoute />);
    const table = await screen.findByRole("table", { name: "Your sell-back requests" });
    const [, pendingRow, approvedRow] = within(table).getAllByRole("row");
    expect(approvedRow).toHaveTextContent("$180.00");
    expect(approvedRow).toHaveTextContent("$18.00");
    expect(approvedRow).toHaveTextContent("$162.00");
    expect(within(approvedRow as HTMLElement).queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
    expect(within(pendingRow as HTMLElement).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
  });

  it("when a pending sale is cancelled and confirmed, then the PUT is sent and the list refreshes", async () => {
    signIn();
    let cancelled = false;
    const routes = investorRoutes();
    const fetchMock = stubFetch((url, init) => {
      if (url === "/api/shares/sell-back/s1/cancel" && init?.method === "PUT") {
        cancelled = true;
        return { body: { message: SELL_BACK_CANCELLED, sellBack: { ...pending, status: "Cancelled" } } };
      }
      if (url.startsWith("/api/shares/sell-back/mine") && cancelled) return { body: { sellBacks: [{ ...pending, status: "Cancelled" }] } };
      return routes(url, init);
    });
    const { user } = renderWithApp(<SellSharesRoute />);
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel sell-back" });
    await expectOwnRequestCancelled(
      { user, fetchMock, dialog },
      { confirm: "Cancel sell-back", toastText: SELL_BACK_CANCELLED, url: "/api/shares/sell-back/s1/cancel" },
    );
  });

  it("when the sale was already decided (409), then its message shows", async () => {
    signIn();
    const routes = investorRoutes();
    stubFetch((url, init) =>
      url === "/api/shares/sell-back/s1/cancel" ? { status: 409, body: { message: REQUEST_ALREADY_DECIDED } } : routes(url, init),
    );
    const { user } = renderWithApp(<SellSharesRoute />);
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel sell-back" }));
    expect(await screen.findByText(REQUEST_ALREADY_DECIDED)).toBeInTheDocument();
  });
});

describe("Admin sell-backs: new-wallet hold", () => {
  it("when a pending sale's approvableAfter is in the future, then Approve is off with 'Payable after' and the time; Reject stays on", async () => {
    signIn({ isAdmin: true });
    // 13:05 UTC is 14:05 in Lagos (WAT), the zone every time is read in.
    const until = new Date(Date.UTC(2099, 10, 28, 13, 5));
    stubFetch((url) => {
      if (url.startsWith("/api/shares/sell-backs"))
        return { body: { sellBacks: [{ ...pending, approvableAfter: until.toISOString() }], totalPages: 1, currentPage: 1 } };
      if (url.startsWith("/api/admin/share-price")) return { body: { pricePerShare: 120 } };
      return undefined;
    });
    renderWithApp(<AdminSellBacksRoute />);
    const approve = await screen.findByRole("button", { name: "Approve" });
    expect(approve).toBeDisabled();
    expect(screen.getByText("Payable after 28 Nov 2099, 14:05 WAT")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reject" })).toBeEnabled();
  });
});
