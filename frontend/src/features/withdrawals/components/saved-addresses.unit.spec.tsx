import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, sentWrites, signIn, stubFetch, type FetchRoute } from "@/testing/render";
import { SavedAddressList } from "./saved-address-list";
import { WithdrawForm } from "./withdraw-form";

const BINANCE = {
  id: "0b7c1c2e-1f4e-4a51-9a34-1d1f1c1b1a10",
  label: "My Binance",
  wallet: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
  network: "USDT TRC20",
  createdAt: "2026-11-20T10:00:00.000Z",
};
const APTOS = {
  id: "0b7c1c2e-1f4e-4a51-9a34-1d1f1c1b1a11",
  label: "Petra",
  wallet: `0x${"ab".repeat(32)}`,
  network: "USDT APTOS NETWORK",
  createdAt: "2026-11-21T10:00:00.000Z",
};

/** The investor's saved addresses and paid wallets; the withdrawal and the saves answered. */
const answers =
  (saved: unknown[], paid: string[] = []): FetchRoute =>
  (url, init) => {
    if (url === "/api/user/saved-addresses" && init?.method === "POST")
      return { status: 201, body: { message: "Address saved", address: { ...BINANCE, id: "0b7c1c2e-1f4e-4a51-9a34-1d1f1c1b1a12" } } };
    if (url === "/api/user/saved-addresses") return { body: { addresses: saved } };
    if (url === "/api/user/paid-wallets") return { body: { wallets: paid, newWalletHoldHours: 24 } };
    if (url === "/api/withdrawals") return { status: 201, body: {} };
    if (url.startsWith("/api/user/saved-addresses/")) return { body: { message: "Address deleted" } };
    return undefined;
  };

function renderForm(route: FetchRoute) {
  signIn();
  const fetchMock = stubFetch(route);
  return { ...renderWithApp(<WithdrawForm balances={{ profit: 40, reward: 0 }} />), fetchMock };
}

describe("saved withdrawal addresses on the withdraw form", () => {
  it("when a saved address is picked, then its network and address fill the form and the review still names the new-wallet hold", async () => {
    const { user, fetchMock } = renderForm(answers([APTOS, BINANCE]));
    const picker = await screen.findByLabelText("Saved address");
    expect(within(picker).getByRole("option", { name: /My Binance · USDT on TRC20 \(TRON\) · TQn9Y2…KcbLSE/ })).toBeInTheDocument();
    await user.selectOptions(picker, BINANCE.id);
    expect(screen.getByLabelText("Network")).toHaveValue("USDT TRC20");
    expect(screen.getByLabelText("Wallet Address")).toHaveValue(BINANCE.wallet);
    await user.type(screen.getByLabelText("Amount ($)"), "10");
    await user.click(screen.getByRole("button", { name: "Submit Withdrawal" }));
    const review = await screen.findByRole("dialog", { name: "Review your withdrawal" });
    expect(review).toHaveTextContent("This is a new wallet: for your safety an admin can pay it out only after 24 hours.");
    await user.click(within(review).getByRole("button", { name: "Confirm" }));
    await screen.findByRole("region", { name: "Withdrawal request sent" });
    expect(sentWrites(fetchMock)[0]?.body).toMatchObject({ wallet: BINANCE.wallet, network: "USDT TRC20", amount: "10" });
    // Already saved: the panel says under which label, and offers no second save.
    expect(screen.getByText("This address is saved as “My Binance”.")).toBeInTheDocument();
  });

  it("when the address is typed by hand after a pick, then the picker shows a new address again", async () => {
    const { user } = renderForm(answers([BINANCE]));
    const picker = await screen.findByLabelText("Saved address");
    await user.selectOptions(picker, BINANCE.id);
    await user.clear(screen.getByLabelText("Wallet Address"));
    await user.type(screen.getByLabelText("Wallet Address"), APTOS.wallet);
    expect(picker).toHaveValue("");
  });

  it("when a new address was used, then the confirmation offers to save it under a label, and a blank label is refused inline", async () => {
    const { user, fetchMock } = renderForm(answers([]));
    await user.type(screen.getByLabelText("Amount ($)"), "10");
    await user.selectOptions(screen.getByLabelText("Network"), "USDT TRC20");
    await user.type(screen.getByLabelText("Wallet Address"), BINANCE.wallet);
    await user.click(screen.getByRole("button", { name: "Submit Withdrawal" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Review your withdrawal" })).getByRole("button", { name: "Confirm" }),
    );
    const panel = await screen.findByRole("region", { name: "Withdrawal request sent" });
    expect(panel.querySelector('[aria-current="step"]')).toHaveTextContent("In review");
    const saveForm = within(panel).getByRole("form", { name: "Save this address" });
    await user.click(within(saveForm).getByRole("button", { name: "Save address" }));
    expect(within(saveForm).getByText("Give the address a label")).toBeInTheDocument();
    await user.type(within(saveForm).getByLabelText("Save this address as"), "My Binance");
    await user.click(within(saveForm).getByRole("button", { name: "Save address" }));
    expect(await screen.findByText("Address saved")).toBeInTheDocument();
    const save = sentWrites(fetchMock).find((w) => w.url === "/api/user/saved-addresses");
    expect(save?.body).toEqual({ label: "My Binance", wallet: BINANCE.wallet, network: "USDT TRC20" });
  });

  it("when Delete is clicked on a saved address, then that address's delete is sent", async () => {
    signIn();
    const fetchMock = stubFetch(answers([BINANCE, APTOS]));
    const { user } = renderWithApp(<SavedAddressList />);
    await user.click(await screen.findByRole("button", { name: "Delete saved address Petra" }));
    expect(await screen.findByText("Address deleted")).toBeInTheDocument();
    expect(sentWrites(fetchMock).map((w) => w.url)).toEqual([`/api/user/saved-addresses/${APTOS.id}`]);
  });
});
