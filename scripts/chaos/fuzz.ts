import { healthRoutes } from "@app/ledger-service/health/routes";
import type { AppContext } from "@app/ledger-service/runtime/context";
import { capabilityRouters } from "@app/ledger-service/routers";
import { approvePurchase, investorCommand } from "@app/ledger-service/testing/seed-ledger";
import { creditBalanceForTest } from "@app/ledger-service/testing/test-seeding";
import type { Checks } from "./checks.js";
import { BAD_IDS, type Payload, payloads } from "./fuzz-payloads.js";
import { type ChaosApp, startChaosApp } from "./harness.js";
import { changes, snapshot } from "./state.js";

interface Route {
  method: string;
  path: string;
}

/** Every route of every capability router (and health), read from the routers' own stacks. */
export function discoverRoutes(ctx: AppContext): Route[] {
  const routes: Route[] = [];
  for (const make of [healthRoutes, ...capabilityRouters]) {
    for (const layer of make(ctx).stack as Array<{ route?: { path: string | string[]; methods: Record<string, boolean> } }>) {
      if (!layer.route) continue;
      for (const path of [layer.route.path].flat()) {
        for (const [method, on] of Object.entries(layer.route.methods))
          if (on && method !== "_all") routes.push({ method: method.toUpperCase(), path: `/api${path}` });
      }
    }
  }
  return routes;
}

/** Actions that take no input at all: any authorised call performs them, so only no-token calls are fuzzed. */
const NO_INPUT_ACTIONS = new Set([
  "POST /api/auth/logout",
  "POST /api/auth/2fa/setup",
  "POST /api/auth/sessions/revoke-others",
  "POST /api/audit/verify",
  "PATCH /api/announcement/toggle",
  "POST /api/loans/toggle-portal",
  // Issue 34: publish the liabilities' Merkle root now; read the reserves now.
  "POST /api/admin/liabilities/publish",
  "POST /api/audit/reserves/read",
]);

interface Outcome {
  route: string;
  who: string;
  label: string;
  path: string;
  status: number;
  body: string;
}

export async function fuzzEveryEndpoint(checks: Checks): Promise<void> {
  const app = await startChaosApp({ embeddedProjections: true });
  try {
    const [admin] = await app.createUsers(1, { isAdmin: true });
    const [user] = await app.createUsers(1);
    if (!admin || !user) throw new Error("no users");
    await fundInvestor(app, user.id);
    await app.api("POST", "/api/loans/toggle-portal", { token: admin.token });
    await app.settle();

    const routes = discoverRoutes(app.ctx);
    checks.check("fuzz: routes discovered from the capability routers", routes.length >= 40, `${routes.length} routes`);
    const all = payloads();
    const who: Array<[string, string | undefined]> = [
      ["admin", admin.token],
      ["user", user.token],
      ["no token", undefined],
    ];
    const bad: Outcome[] = [];
    const dropped: Outcome[] = [];
    const changed: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const callers = NO_INPUT_ACTIONS.has(key) ? who.filter(([w]) => w === "no token") : who;
      const requests = requestsFor(route, all);
      const before = await snapshot(app.ctx.db);
      const jobs = callers.flatMap(([w, token]) => requests.map((r) => ({ w, token, ...r })));
      await pool(jobs, 8, async (job) => {
        const outcome = await send(app, route.method, job.path, job.payload, job.token);
        sent++;
        const o = {
          route: key,
          who: job.w,
          label: job.payload.label,
          path: job.path.slice(0, 120),
          status: outcome.status,
          body: outcome.body.slice(0, 160),
        };
        if (outcome.status >= 500) bad.push(o);
        if (outcome.status === 0) dropped.push(o);
      });
      await app.settle();
      const diff = changes(before, await snapshot(app.ctx.db));
      if (diff.length > 0) changed.push(`${key} changed ${diff.join(", ")}`);
    }
    // One line per endpoint and payload kind (the same bug answers for every caller and id).
    const show = (list: Outcome[]) =>
      [...new Map(list.map((o) => [`${o.route} ${o.label}`, o])).values()]
        .slice(0, 25)
        .map((o) => `\n      ${o.status} ${o.route} as ${o.who} [${o.label}] ${o.path} -> ${o.body}`)
        .join("");
    checks.check(
      `fuzz: 0 responses of 5xx over ${sent} bad requests to ${routes.length} endpoints`,
      bad.length === 0,
      `${bad.length} of 5xx${show(bad)}`,
    );
    checks.check(
      "fuzz: every bad request answered (no dropped connection)",
      dropped.length === 0,
      `${dropped.length} dropped${show(dropped)}`,
    );
    checks.check(
      "fuzz: 0 state changes (events, users, content-table checksums)",
      changed.length === 0,
      changed.length ? `\n      ${changed.join("\n      ")}` : "none",
    );
  } finally {
    await app.stop();
  }
}

/** Holdings, a profit balance and an open loan portal: the user's requests get past "nothing to do". */
async function fundInvestor(app: ChaosApp, userId: string) {
  const now = app.ctx.clock();
  await investorCommand(app.ctx.store, userId, {
    type: "RequestSharePurchase",
    purchaseId: "fuzz-p-1",
    shares: "10",
    pricePerShare: "100",
    network: "TRC20",
    proof: "fuzz",
    offeringRemaining: "2500",
    now,
  });
  await approvePurchase(app.ctx.store, userId, "fuzz-p-1");
  await creditBalanceForTest(app.ctx, userId, "profit", "500");
  await creditBalanceForTest(app.ctx, userId, "reward", "500");
}

function requestsFor(route: Route, all: Payload[]): Array<{ path: string; payload: Payload }> {
  const key = `${route.method} ${route.path}`;
  const usable = all.filter(
    (p) => (!p.onlyFor || p.onlyFor.test(key)) && (route.method !== "GET" || (p.json === undefined && p.raw === undefined) || p.query),
  );
  const forGet: Payload[] =
    route.method === "GET"
      ? [{ label: "no query" }, ...usable.filter((p) => p.query).map((p) => ({ label: p.label, query: p.query }))]
      : usable;
  const hasParams = route.path.includes(":");
  if (!hasParams) return forGet.map((payload) => ({ path: route.path + (payload.query ?? ""), payload }));
  // With path parameters: every bad id with a few payloads, and every payload with one bad id.
  const out: Array<{ path: string; payload: Payload }> = [];
  for (const [i, id] of BAD_IDS.entries()) {
    const payload = forGet[i % forGet.length] as Payload;
    out.push({ path: withIds(route.path, id) + (payload.query ?? ""), payload });
  }
  for (const payload of forGet) out.push({ path: withIds(route.path, "nonexistent") + (payload.query ?? ""), payload });
  return out;
}

const withIds = (path: string, id: string) => path.replace(/:[A-Za-z_]+/g, id);

async function send(
  app: ChaosApp,
  method: string,
  path: string,
  payload: Payload,
  token?: string,
): Promise<{ status: number; body: string }> {
  try {
    const res = await app.api(method, path, {
      token,
      ...(method === "GET" || method === "HEAD"
        ? {}
        : payload.raw !== undefined
          ? { raw: payload.raw }
          : payload.json !== undefined
            ? { body: payload.json }
            : {}),
      headers: payload.headers,
    });
    return { status: res.status, body: typeof res.body === "string" ? res.body : JSON.stringify(res.body) };
  } catch (error) {
    return {
      status: 0,
      body: error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? "")}` : String(error),
    };
  }
}

/** Runs `work` over `items` with at most `size` at a time. */
export async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}
