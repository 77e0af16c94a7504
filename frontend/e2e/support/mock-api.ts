/**
 * A stand-in for the ledger service, for looking at pages before the backend exists: serves
 * frontend/dist (SPA fallback) and answers the /api calls with fixed sample data. Not a
 * backend: no rules are enforced. The real browser tests run against `npm start`.
 */
import { createServer, type Server } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { heldWithdrawalApproval, pendingWithdrawalActivity } from "../../src/testing/fixtures";

const dist = fileURLToPath(new URL("../../dist/", import.meta.url));
const types: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
};

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
export const mockToken = (isAdmin: boolean) => `${b64({ alg: "HS256" })}.${b64({ id: isAdmin ? "a1" : "u1", isAdmin })}.sig`;

const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n * 7)).toISOString();
const investor = {
  _id: "u1",
  fullName: "Ada Obi",
  email: "ada@example.com",
  phone: "+2348000000001",
  referralCode: "ADA123",
  referredBy: { fullName: "Chinedu Eze", referralCode: "CHI777" },
  sharesOwned: 2.5,
  profitBalance: 35.5,
  referralRewardBalance: 12.25,
  teamShares: 6,
  teamInvestment: 600,
  isAdmin: false,
};
const users = [
  investor,
  {
    ...investor,
    _id: "u2",
    fullName: "Chinedu Eze",
    email: "chinedu.eze.with.a.long.address@example.com",
    sharesOwned: 40,
    profitBalance: 320,
    referredBy: null,
  },
  { ...investor, _id: "u3", fullName: "Bola Ade", email: "bola@example.com", sharesOwned: 12.5, profitBalance: 90 },
  { ...investor, _id: "u4", fullName: "Kemi Ojo", email: "kemi@example.com", sharesOwned: 1, profitBalance: 4 },
];
/** A rejected request carries the admin's reason, as the API lists it. */
const rejected = (status: string) => (status === "Rejected" ? { rejectionReason: "The payment was not found on the network." } : {});
const purchase = (i: number, status: string) => ({
  _id: `p${i}`,
  user: { fullName: users[i % 4]?.fullName, email: users[i % 4]?.email },
  numberOfShares: 2.5,
  paymentMethod: "USDT BEP20 (BSC)",
  proof: i % 2 ? "/favicon.svg" : "TX hash 0xabc123",
  status,
  createdAt: day(i),
  ...rejected(status),
});
const withdrawal = (i: number, status: string) => ({
  _id: `w${i}`,
  user: { fullName: users[i % 4]?.fullName },
  amount: 20 + i,
  wallet: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
  network: "USDT TRC20",
  source: i % 2 ? "reward" : "profit",
  status,
  createdAt: day(i),
  ...rejected(status),
});
const loan = (i: number, status: string) => ({
  _id: `l${i}`,
  user: { fullName: users[i % 4]?.fullName, email: users[i % 4]?.email },
  amountRequested: 25,
  companyCharge: 2.5,
  totalPayable: 27.5,
  remaining: status === "Paid" ? 0 : 16.5,
  repaymentMethod: "profit",
  status,
  createdAt: day(i),
  manualPayments: [{ amount: 11, proofUrl: "/favicon.svg", approved: i % 2 === 0, uploadedAt: day(i + 1) }],
});
const history = [
  { at: day(2), source: "profit", amount: 0.5, balanceAfter: 27, note: "" },
  { at: day(3), source: "manual", amount: 11, balanceAfter: 16.5, note: "Receipt approved" },
];
const run = { id: "r1", status: "completed", percentage: 2, total: 4, processed: 4, progress: 100, totalAmount: 113, createdAt: day(5) };
const signals = [
  {
    _id: "s1",
    title: "BTC/USDT Long",
    content: "Breakout above resistance, scale in.",
    entry: "67000",
    target: "71000",
    stopLoss: "65500",
    leverage: "5x",
    risk: "Medium",
    status: "open",
    createdAt: day(8),
  },
  {
    _id: "s2",
    title: "ETH/USDT Short",
    content: "Rejection at range high.",
    entry: "3500",
    target: "3300",
    stopLoss: "3600",
    leverage: "3x",
    risk: "High",
    status: "hit",
    notes: "Target reached",
    createdAt: day(7),
  },
];

/** The activity feed's sample items (GET /api/activity), the shapes the API answers. */
const activityItems = [
  pendingWithdrawalActivity(day(9)),
  {
    id: "purchase-p3",
    kind: "purchase",
    title: "Purchase of 3 share(s)",
    amount: 300,
    direction: "out",
    status: "Rejected",
    at: day(8),
    decidedAt: day(8),
    steps: [
      { label: "Submitted", state: "done", at: day(8) },
      { label: "In review", state: "done", at: null },
      { label: "Rejected", state: "failed", at: day(8) },
    ],
    rejectionReason: "No payment arrived on TRC20",
    link: "/activity/purchase-p3",
    details: [{ label: "Shares", value: "3" }],
  },
];

function answer(method: string, path: string): unknown {
  const route = `${method} ${path}`;
  const table: Record<string, unknown> = {
    "GET /api/user/dashboard": { user: investor },
    "GET /api/user/me": investor,
    "GET /api/auth/2fa": { enabled: false, recoveryCodesLeft: 0 },
    "GET /api/shares/mine": { purchases: [purchase(1, "Approved"), purchase(2, "Pending"), purchase(3, "Rejected")] },
    "GET /api/admin/share-price": { pricePerShare: 100 },
    "GET /api/user/referrals": {
      referralCode: "ADA123",
      referrals: users.slice(1).map(({ _id, fullName, email }, i) => ({ _id, fullName, email, createdAt: day(i) })),
    },
    "GET /api/user/referral-volume": { totalShares: 6, totalValue: 600 },
    "GET /api/user/referral-rewards/history": {
      history: [{ _id: "h1", amount: 12.25, teamShares: 6, percentage: 2, distributedAt: day(4) }],
    },
    "GET /api/user/balance-history": {
      points: Array.from({ length: 8 }, (_, i) => ({
        at: day(i),
        profitBalance: i * 5.1,
        referralRewardBalance: i > 3 ? (i - 3) * 3 : 0,
        sharesOwned: 2.5,
      })),
    },
    "GET /api/announcement/active": { message: "Purchase window opens on Monday. Get ready!", isActive: true },
    "GET /api/signals/public": { signals },
    "GET /api/signals": { signals },
    "GET /api/withdrawals": {
      withdrawals: [withdrawal(1, "Approved"), withdrawal(2, "Pending"), withdrawal(3, "Rejected")],
      totalPages: 2,
    },
    "GET /api/withdrawals/admin": {
      withdrawals: [withdrawal(1, "Pending"), withdrawal(2, "Approved"), withdrawal(3, "Rejected")],
      totalPages: 3,
    },
    "GET /api/admin/stats": { registeredUsers: 4, totalSharesPurchased: 56, approvedWithdrawals: 12, totalFees: 48.75 },
    "GET /api/admin/referral-rewards/runs": { runs: [] },
    "GET /api/admin/four-eyes": { adminCount: 2, active: true, pendingCount: 1, percentThreshold: 5, amountThreshold: 1000 },
    "GET /api/admin/approvals": {
      approvals: [
        heldWithdrawalApproval({ requestedAt: day(1) }),
        {
          _id: "ap0",
          kind: "share-price",
          description: "Change the share price from $100.00 to $110.00",
          action: { kind: "share-price", pricePerShare: "110.00", previousPrice: "100.00" },
          amount: null,
          user: null,
          status: "Approved",
          requestedBy: { _id: "u9", fullName: "Chidi Admin", email: "chidi@example.com" },
          requestedAt: day(2),
          decidedBy: { _id: "u1", fullName: "Ada Obi" },
          decidedAt: day(3),
          failure: null,
        },
      ],
      totalPages: 1,
      currentPage: 1,
      pendingCount: 1,
    },
    "GET /api/withdrawals/stats/approved": { count: 12 },
    "GET /api/withdrawals/stats/fees": { totalFees: 48.75 },
    "GET /api/shares/all": {
      purchases: [purchase(1, "Pending"), purchase(2, "Approved"), purchase(3, "Pending")],
      totalPages: 3,
      currentPage: 1,
    },
    "GET /api/admin/users": users,
    "GET /api/admin/referral-stats": users.map((u) => ({
      _id: u._id,
      fullName: u.fullName,
      email: u.email,
      teamShares: u.teamShares,
      teamInvestment: u.teamInvestment,
      referralRewardBalance: u.referralRewardBalance,
    })),
    "GET /api/loans/summary": {
      loanId: "l1",
      amountRequested: 25,
      companyCharge: 2.5,
      totalPayable: 27.5,
      remaining: 16.5,
      status: "Approved",
      repaymentMethod: "profit",
      approvedAt: day(1),
      paidAt: null,
    },
    "GET /api/loans/history": { history },
    "GET /api/loans/portal-status": { isOpen: true },
    "GET /api/loans/all": {
      loans: [loan(1, "Pending"), loan(2, "Approved"), loan(3, "Paid"), loan(4, "Rejected")],
      totalPages: 2,
      currentPage: 1,
    },
    "GET /api/profits/runs": { runs: [run, { ...run, id: "r0", percentage: 1.5, totalAmount: 84.75, createdAt: day(3) }] },
  };
  if (route in table) return table[route];
  if (route === "GET /api/activity") return { items: activityItems, total: activityItems.length, totalPages: 1, currentPage: 1 };
  if (route.startsWith("GET /api/activity/")) return { item: activityItems.find((i) => route.endsWith(i.id)) ?? activityItems[0] };
  if (route.startsWith("GET /api/admin/user/"))
    return {
      profile: investor,
      purchases: [purchase(1, "Approved")],
      withdrawals: [withdrawal(1, "Approved")],
      referrals: [{ email: "bola@example.com", sharesOwned: 12.5, value: 1250 }],
      totalReferralValue: 1250,
      sharePrice: 100,
    };
  if (route.startsWith("GET /api/loans/history/")) return { history, loan: loan(1, "Approved") };
  if (route.startsWith("GET /api/profits/runs/") || route.startsWith("GET /api/admin/referral-rewards/runs/")) return run;
  if (route === "POST /api/auth/login") return { token: mockToken(false), user: investor };
  if (route === "POST /api/uploads") return { url: "/favicon.svg" };
  if (route === "POST /api/profits/credit" || route === "POST /api/admin/referral-rewards/distribute")
    return { message: "Run started", runId: "r1" };
  if (route.startsWith("GET /api/auth/verify") || route === "POST /api/auth/verify") return { message: "Email verified" };
  return { message: "ok" };
}

export function startMockApi(port = 0): Promise<{ server: Server; url: string }> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname.startsWith("/api/")) {
      req.resume();
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(answer(req.method ?? "GET", url.pathname)));
      return;
    }
    const file = normalize(join(dist, url.pathname));
    const body = await readFile(file.startsWith(dist) && extname(file) ? file : join(dist, "index.html")).catch(() =>
      readFile(join(dist, "index.html")),
    );
    res.writeHead(200, { "Content-Type": types[extname(file)] ?? "text/html" });
    res.end(body);
  });
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}` });
    }),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  startMockApi(Number(process.env.PORT ?? 4173)).then(({ url }) => console.log(`mock API and app on ${url}`));
}
