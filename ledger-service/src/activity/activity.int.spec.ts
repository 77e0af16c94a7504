import { type ActivityItem, activityDetailResponse, activityPageResponse, notificationsResponse } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.js";
import { tronWallet } from "../../testing/wallets.js";
import { creditBalanceForTest } from "../../testing/test-seeding.js";

const { app, admin } = useTestApp({}, { admin: {} });

const feed = async (token: string, query = "") => {
  const res = await app.api("GET", `/api/activity${query}`, { token });
  expect(res.status).toBe(200);
  return activityPageResponse.parse(res.body);
};

/** An investor with a rejected purchase, an approved one, profit and reward credits, a pending withdrawal and a pending loan. */
async function busyInvestor() {
  const investor = await app.createUser();
  const call = async (method: string, path: string, body?: unknown, token = investor.token) => {
    const res = await app.api(method, path, { token, body });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const buy = async (shares: number) =>
    (await call("POST", "/api/shares", { numberOfShares: shares, paymentMethod: "TRC20", proof: await app.uploadProof(investor.token) }))
      .purchase._id as string;
  const rejected = await buy(3);
  await call("PUT", `/api/shares/reject/${rejected}`, { reason: "No payment arrived on TRC20" }, admin.token);
  const approved = await buy(2);
  await call("PUT", `/api/shares/approve/${approved}`, undefined, admin.token);
  await creditBalanceForTest(app.ctx, investor.id, "profit", "40.00");
  await creditBalanceForTest(app.ctx, investor.id, "reward", "5.00");
  const withdrawal = (
    await call("POST", "/api/withdrawals", {
      amount: 20,
      wallet: tronWallet(`act-${investor.id}`),
      network: "USDT TRC20",
      source: "profit",
    })
  ).withdrawal._id as string;
  await app.openLoanPortal(admin.token);
  const loan = (
    await call("POST", "/api/loans/request", { percentage: 10, wallet: tronWallet(`act-${investor.id}`), network: "USDT TRC20" })
  ).loan._id as string;
  await app.settle();
  return { investor, rejected, approved, withdrawal, loan };
}

const byId = (items: ActivityItem[], id: string) => {
  const item = items.find((i) => i.id === id);
  if (!item) throw new Error(`no ${id} in ${items.map((i) => i.id).join(", ")}`);
  return item;
};

describe("GET /api/activity", () => {
  it("when an investor has bought, been credited, withdrawn and borrowed, then one feed lists every event newest first with tracker, reason and link", async () => {
    const { investor, rejected, approved, withdrawal, loan } = await busyInvestor();
    const { items, total, totalPages, currentPage } = await feed(investor.token);
    expect(total).toBe(6);
    expect([totalPages, currentPage]).toEqual([1, 1]);
    expect(items.map((i) => i.kind)).toEqual(["loan", "withdrawal", "reward", "profit", "purchase", "purchase"]);
    const times = items.map((i) => Date.parse(i.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const refused = byId(items, `purchase-${rejected}`);
    expect(refused).toMatchObject({ amount: 300, direction: "out", status: "Rejected", rejectionReason: "No payment arrived on TRC20" });
    expect(refused.steps.map((s) => [s.label, s.state])).toEqual([
      ["Submitted", "done"],
      ["In review", "done"],
      ["Rejected", "failed"],
    ]);
    expect(refused.link).toBe(`/activity/purchase-${rejected}`);
    expect(byId(items, `purchase-${approved}`)).toMatchObject({ amount: 200, status: "Approved", rejectionReason: null });

    const out = byId(items, `withdrawal-${withdrawal}`);
    expect(out).toMatchObject({ amount: 20, status: "Pending", title: "Withdrawal from profit balance" });
    expect(out.steps.map((s) => [s.label, s.state])).toEqual([
      ["Submitted", "done"],
      ["In review", "current"],
      ["Approved", "todo"],
      ["Sent", "todo"],
    ]);
    expect(out.details).toEqual(
      expect.arrayContaining([
        { label: "Fee", value: "1.00" },
        { label: "You receive", value: "19.00" },
      ]),
    );

    expect(byId(items, `loan-${loan}`)).toMatchObject({ amount: 20, direction: "in", status: "Pending" });
    // Before approval a loan owes nothing yet: its charge and total payable, no remaining balance.
    const asked = byId(items, `loan-${loan}`);
    expect(asked.details).toEqual(
      expect.arrayContaining([
        { label: "Charge", value: "2.00" },
        { label: "Total payable", value: "22.00" },
      ]),
    );
    expect(asked.details.map((d) => d.label)).not.toContain("Remaining balance");
    expect(items.find((i) => i.kind === "profit")).toMatchObject({ amount: 40, status: "Credited", direction: "in" });
    expect(items.find((i) => i.kind === "reward")).toMatchObject({ amount: 5, status: "Credited" });
  });

  it("when the feed is paged or narrowed to one kind, then pages follow each other without gaps and only that kind comes back", async () => {
    const { investor } = await busyInvestor();
    const all = (await feed(investor.token)).items.map((i) => i.id);
    const first = await feed(investor.token, "?page=1&limit=4");
    const second = await feed(investor.token, "?page=2&limit=4");
    expect([first.totalPages, first.total]).toEqual([2, 6]);
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(all);
    const purchases = await feed(investor.token, "?kind=purchase");
    expect(purchases.items.map((i) => i.kind)).toEqual(["purchase", "purchase"]);
    expect(purchases.total).toBe(2);
  });

  it("when the query is wrong or nobody is signed in, then 400 or 401 and nothing is listed", async () => {
    const investor = await app.createUser();
    expect((await app.api("GET", "/api/activity?limit=0", { token: investor.token })).status).toBe(400);
    const kind = await app.api("GET", "/api/activity?kind=bonus", { token: investor.token });
    expect(kind.status).toBe(400);
    expect(kind.body.message).toMatch(/^kind must be one of: purchase, profit/);
    expect((await app.api("GET", "/api/activity")).status).toBe(401);
    expect((await app.api("GET", "/api/activity/purchase-x")).status).toBe(401);
  });

  it("when a new investor opens the feed, then it is empty", async () => {
    const investor = await app.createUser();
    expect(await feed(investor.token)).toEqual({ items: [], total: 0, totalPages: 1, currentPage: 1 });
  });
});

describe("GET /api/activity/:id", () => {
  it("when the investor opens an item of their feed, then its detail is the feed's item; another investor gets 404 for it", async () => {
    const { investor, rejected, withdrawal } = await busyInvestor();
    const { items } = await feed(investor.token);
    for (const id of [`purchase-${rejected}`, `withdrawal-${withdrawal}`, items.find((i) => i.kind === "profit")?.id ?? ""]) {
      const res = await app.api("GET", `/api/activity/${encodeURIComponent(id)}`, { token: investor.token });
      expect(res.status).toBe(200);
      expect(activityDetailResponse.parse(res.body).item).toEqual(byId(items, id));
    }

    const other = await app.createUser();
    for (const item of items) {
      const res = await app.api("GET", `/api/activity/${encodeURIComponent(item.id)}`, { token: other.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Activity not found" });
    }
    expect((await feed(other.token)).items).toEqual([]);
    expect((await app.api("GET", "/api/activity/bonus-1", { token: investor.token })).status).toBe(404);
    expect((await app.api("GET", "/api/activity/purchase-00000000-0000-4000-8000-000000000000", { token: investor.token })).status).toBe(
      404,
    );
  });
});

describe("notifications link to the feed", () => {
  it("when a purchase is submitted and a loan requested, then notices say so and every notification about an item links to its detail", async () => {
    const { investor, rejected, withdrawal, loan } = await busyInvestor();
    const res = await app.api("GET", "/api/notifications?page=1", { token: investor.token });
    const { notifications } = notificationsResponse.parse(res.body);
    const kinds = notifications.map((n) => n.kind);
    expect(kinds).toEqual(expect.arrayContaining(["purchase-submitted", "loan-requested", "purchase-rejected", "profit-credited"]));
    const of = (kind: string) => notifications.filter((n) => n.kind === kind);
    expect(of("loan-requested")[0]).toMatchObject({ activityId: `loan-${loan}`, link: `/activity/loan-${loan}` });
    expect(of("purchase-rejected")[0]).toMatchObject({ activityId: `purchase-${rejected}`, link: `/activity/purchase-${rejected}` });
    expect(of("purchase-submitted").map((n) => n.activityId)).toContain(`purchase-${rejected}`);
    expect(of("purchase-submitted")[0]?.message).toMatch(/^Your purchase request of \d shares \(\$\d+\.00\) was submitted/);

    // Each link opens an item of the investor's own feed.
    const { items } = await feed(investor.token);
    const ids = new Set(items.map((i) => i.id));
    for (const n of notifications) {
      expect(n.activityId).not.toBeNull();
      expect(ids.has(n.activityId ?? "")).toBe(true);
    }
    expect(ids.has(`withdrawal-${withdrawal}`)).toBe(true);
  });
});
