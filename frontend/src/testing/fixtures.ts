import type { ActivityItem } from "@app/contracts";

/**
 * Rows as the API lists them, for unit specs: a spec overrides only the fields it asserts on,
 * so the rest of a row stays one shape everywhere.
 */

/** The investor on admin screens (signIn() is Ada Obi, u1). */
export const bola = { _id: "u2", fullName: "Bola Ade", email: "bola@example.com" };

/** A request waiting for an admin, made on 2 January 2026. */
const pending = { status: "Pending", createdAt: "2026-01-02T10:00:00.000Z", decidedAt: null };

/** A purchase as GET /api/shares/all and /api/shares/mine list it. */
export const purchaseRow = (overrides: Record<string, unknown> = {}) => ({
  _id: "p1",
  user: bola,
  numberOfShares: 2.5,
  pricePerShare: 100,
  amount: 250,
  paymentMethod: "USDT TRC20",
  proof: "tx-hash-1",
  referralCode: null,
  txId: "ab".repeat(32),
  chainCheck: { status: "unchecked", amount: null, confirmations: null, reason: null, explorerUrl: null, checkedAt: null },
  ...pending,
  ...overrides,
});

/** A withdrawal as GET /api/withdrawals/admin lists it. */
export const withdrawalRow = (overrides: Record<string, unknown> = {}) => ({
  _id: "w1",
  user: bola,
  amount: 100,
  fee: 5,
  net: 95,
  wallet: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
  network: "USDT TRC20",
  source: "profit",
  ...pending,
  ...overrides,
});

/** A user as GET /api/admin/users lists it, with no shares or balances. */
export const userRow = (overrides: { _id: string; fullName: string; email: string; isAdmin: boolean }) => ({
  phone: "",
  sharesOwned: 0,
  profitBalance: 0,
  referralRewardBalance: 0,
  referrer: null,
  teamShares: 0,
  ...overrides,
});

/** A withdrawal of $1,500 held for a second admin's approval, as GET /api/admin/approvals lists it. */
export const heldWithdrawalApproval = (overrides: Record<string, unknown> = {}) => ({
  _id: "ap1",
  kind: "withdrawal",
  description: "Approve a withdrawal of $1500.00",
  action: { kind: "withdrawal", withdrawalId: "w1", userId: bola._id, amount: "1500.00" },
  amount: 1500,
  user: bola,
  status: "Pending",
  requestedBy: { _id: "u9", fullName: "Chidi Admin", email: "chidi@example.com" },
  requestedAt: "2026-01-02T10:00:00.000Z",
  decidedBy: null,
  decidedAt: null,
  failure: null,
  ...overrides,
});

/** A pending withdrawal of $20 from the profit balance (fee $1) asked `at`, as GET /api/activity lists it. */
export const pendingWithdrawalActivity = (at: string, wallet = "TXYZabcdefghijklmnopqrstuvwxyz1234"): ActivityItem => ({
  id: "withdrawal-w1",
  kind: "withdrawal",
  title: "Withdrawal from profit balance",
  amount: 20,
  direction: "out",
  status: "Pending",
  at,
  decidedAt: null,
  steps: [
    { label: "Submitted", state: "done", at },
    { label: "In review", state: "current", at: null },
    { label: "Approved", state: "todo", at: null },
    { label: "Sent", state: "todo", at: null },
  ],
  rejectionReason: null,
  link: "/activity/withdrawal-w1",
  details: [
    { label: "Fee", value: "1.00" },
    { label: "You receive", value: "19.00" },
    { label: "Network", value: "USDT TRC20" },
    { label: "Wallet", value: wallet },
  ],
});

/** A sample operator's identity as GET /api/site answers it (with answerSite), every setting filled. */
export const acmeIdentity = {
  brandName: "Acme Shares",
  legalName: "Acme Shares Ltd",
  companyRegistration: "RC 1234567",
  secRegistration: "SEC/CMO/42",
  companyAddress: "5 Marina, Lagos",
  supportEmail: "help@acme.ng",
  supportPhone: "+234 803 123 4567",
  supportWhatsapp: "+234 803 765 4321",
  supportHours: "Monday to Friday, 9:00 to 17:00 WAT",
  communityGroupUrl: "https://chat.whatsapp.com/acme",
};
