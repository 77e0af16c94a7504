import { expect } from "vitest";
import type { TestApp, TestUser } from "./test-app.js";
import { creditBalanceForTest } from "./test-seeding.js";

/** What an investor asks to withdraw (from their profit balance, credited `profit` first) and where to. */
export interface AskedWithdrawal {
  profit: string;
  amount: number;
  wallet: string;
  network: "USDT TRC20" | "USDT BEP20 (BSC)";
}

/** A new investor's withdrawal from their profit balance, asked through the API and left pending. */
export async function pendingWithdrawal(
  app: TestApp,
  { profit, amount, wallet, network }: AskedWithdrawal,
): Promise<{ id: string; investor: TestUser }> {
  const investor = await app.createUser();
  await creditBalanceForTest(app.ctx, investor.id, "profit", profit);
  const asked = await app.api("POST", "/api/withdrawals", {
    token: investor.token,
    body: { amount, wallet, network, source: "profit" },
  });
  expect(asked.status).toBe(201);
  return { id: asked.body.withdrawal._id as string, investor };
}

/** A new investor's withdrawal from their profit balance, asked through the API and approved by `admin`. */
export async function approvedWithdrawal(
  app: TestApp,
  admin: TestUser,
  asked: AskedWithdrawal,
): Promise<{ id: string; investor: TestUser }> {
  const pending = await pendingWithdrawal(app, asked);
  expect((await app.api("PUT", `/api/withdrawals/approve/${pending.id}`, { token: admin.token })).status).toBe(200);
  return pending;
}
