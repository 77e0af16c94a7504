import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, sentWrites, signIn, stubFetch } from "@/testing/render";
import { withdrawalRow } from "@/testing/fixtures";
import { WithdrawalHistory } from "../components/withdrawal-history";
import AdminWithdrawalsRoute from "./admin-withdrawals";

const tx = `0x${"ab".repeat(32)}`;
const approved = { status: "Approved", decidedAt: "2026-11-28T10:00:00.000Z" };
const sent = (status: string) => ({ txId: tx, status, explorerUrl: `https://bscscan.com/tx/${tx}`, checkedAt: "2026-11-28T10:05:00.000Z" });

describe("withdrawal payouts on chain (issue 34)", () => {
  it("when an admin types the transaction id of an approved withdrawal and records it, then one PUT carries it and the row then shows the payout", async () => {
    signIn({ isAdmin: true });
    let recorded = false;
    const fetchMock = stubFetch((url, init) => {
      if (url === "/api/withdrawals/w1/payout" && init?.method === "PUT") {
        recorded = true;
        return { body: { message: "Payout recorded. We are checking it on the network.", payout: sent("pending") } };
      }
      if (url.startsWith("/api/withdrawals/admin"))
        return { body: { withdrawals: [withdrawalRow({ ...approved, payout: recorded ? sent("pending") : null })], totalPages: 1 } };
      return undefined;
    });
    const { user } = renderWithApp(<AdminWithdrawalsRoute />, { path: "/admin/withdrawals?status=Approved" });
    const field = await screen.findByLabelText("Transaction id");
    const button = screen.getByRole("button", { name: "Record payout" });
    expect(button).toBeDisabled();
    await user.type(field, tx);
    await user.click(button);
    expect(await screen.findByText("Payout recorded. We are checking it on the network.")).toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([{ url: "/api/withdrawals/w1/payout", key: undefined, body: { txId: tx } }]);
    expect(await screen.findByText(/Sending…/)).toBeInTheDocument();
    expect(screen.queryByLabelText("Transaction id")).not.toBeInTheDocument();
  });

  it("when the investor reads their history, then a verified payout says Sent with the explorer link, a pending one Sending…, a mismatch says so", async () => {
    signIn();
    stubFetch((url) =>
      url.startsWith("/api/withdrawals?")
        ? {
            body: {
              withdrawals: [
                withdrawalRow({ _id: "a", ...approved, payout: sent("verified") }),
                withdrawalRow({ _id: "b", ...approved, payout: sent("pending") }),
                withdrawalRow({ _id: "c", ...approved, payout: sent("mismatch") }),
              ],
              totalPages: 1,
            },
          }
        : undefined,
    );
    renderWithApp(<WithdrawalHistory />, { path: "/withdraw" });
    const rows = (await screen.findAllByRole("row")).slice(1);
    expect(rows).toHaveLength(3);
    const [verified, pending, mismatch] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(verified).getByText("Sent")).toBeInTheDocument();
    expect(within(verified).getByRole("link", { name: "View transaction" })).toHaveAttribute("href", `https://bscscan.com/tx/${tx}`);
    expect(pending).toHaveTextContent("Sending…");
    expect(mismatch).toHaveTextContent("The payout transaction does not match");
  });
});
