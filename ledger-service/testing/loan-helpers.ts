import { expect } from "vitest";
import { investorWithShares } from "./seed-ledger.js";
import type { TestApp } from "./test-app.js";
import { tronWallet } from "./wallets.js";

/** Where the tests' loans are paid out (a valid TRC20 address). */
export const PAYOUT = { wallet: tronWallet("loan-payout"), network: "USDT TRC20" } as const;

/** The loan tests' shared steps; `env` is read late because the app starts in beforeAll. */
export function loanSteps(env: () => { app: TestApp; admin: { token: string } }) {
  const investorWith = (shares: string, options: { fullName?: string; email?: string } = {}) =>
    investorWithShares(env().app, shares, options);
  const borrow = (token: string, percentage: number | string) =>
    env().app.api("POST", "/api/loans/request", { token, body: { percentage, ...PAYOUT } });
  const approvedLoan = async (shares = "10", percentage = 10) => {
    const user = await investorWith(shares);
    const loanId = (await borrow(user.token, percentage)).body.loan._id as string;
    expect((await env().app.api("PUT", `/api/loans/approve/${loanId}`, { token: env().admin.token })).status).toBe(200);
    return { user, loanId };
  };
  return { investorWith, borrow, approvedLoan };
}
