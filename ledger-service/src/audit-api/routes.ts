import {
  auditSearchQuery,
  journalQuery,
  trialBalanceQuery,
  balanceColumns,
  money,
  normalSide,
  streams,
  toApiNumber,
  toCents,
  transfersOf,
  type DomainEvent,
} from "@app/contracts";
import { trialBalance } from "@app/projections/journal/queries";
import { type Request, Router } from "express";
import { sql } from "kysely";
import { z } from "zod";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireAdmin, requireAuditor } from "../shared/auth.js";
import { answerHeld } from "../approvals/four-eyes.js";
import { changeRoleByAdmin } from "../admin-users/role-routes.js";
import { currentRoleOf } from "../admin-users/roles.js";
import { idempotent } from "../shared/idempotency.js";
import { requireActionCode } from "../approvals/action-code.js";
import { NotFoundError } from "../platform/errors.js";
import { parseInput, parseQuery } from "../shared/validate.js";
import { proofLinks } from "../uploads/proof-links.js";
import { authEvent } from "../metrics/auth-events.js";
import { csvLine } from "@app/contracts/csv";
import { streamCsv } from "./csv.js";
import { journalWhere } from "./journal-filter.js";
import { accountNamer, investorNames, streamNamer } from "./account-names.js";
import { registerVerifyAndPickerRoutes } from "./verify-routes.js";

async function investorStream(ctx: AppContext, userId: string) {
  const user = await ctx.db.selectFrom("users").select(["id", "full_name", "email"]).where("id", "=", userId).executeTakeFirst();
  if (!user) throw new NotFoundError("Investor not found");
  const events = await ctx.store.readStream(streams.investor(userId));
  const balances = new Map<string, ReturnType<typeof money>>();
  const links = proofLinks(ctx);
  const rows = events.map((e) => {
    const transfers = transfersOf({ type: e.type, data: e.data } as DomainEvent);
    for (const t of transfers) {
      balances.set(t.debit, (balances.get(t.debit) ?? money(0)).sub(t.amount));
      balances.set(t.credit, (balances.get(t.credit) ?? money(0)).add(t.amount));
    }
    const { transfers: _omit, ...data } = e.data as Record<string, unknown>;
    // Proofs and receipts as signed links: auditors may see them, the stored address alone opens nothing.
    for (const field of ["proof", "proofUrl"]) if (typeof data[field] === "string") data[field] = links.sign(data[field] as string);
    return {
      version: e.streamVersion,
      position: e.position.prepare.toString(),
      eventId: e.eventId,
      type: e.type,
      at: e.createdAt.toISOString(),
      actor: e.metadata.actor ?? null,
      // Four eyes: who asked and which second admin approved the action.
      requestedBy: e.metadata.requestedBy ?? null,
      approvedBy: e.metadata.approvedBy ?? null,
      data,
      transfers,
      balancesAfter: Object.fromEntries(
        [...balances.entries()].filter(([a]) => a.startsWith(`investor:${userId}:`)).map(([a, b]) => [a.split(":")[2], toCents(b)]),
      ),
    };
  });
  // Who acted, by name (the ids stay in actor / requestedBy / approvedBy).
  const people = await investorNames(
    ctx.db,
    rows
      .flatMap((r) => [r.actor, r.requestedBy, r.approvedBy])
      .filter((id): id is string => typeof id === "string" && /^[0-9a-f-]{36}$/i.test(id)),
  );
  const nameOf = (id: unknown) => (typeof id === "string" ? (people.get(id) ?? null) : null);
  const named = rows.map((r) => ({
    ...r,
    actorName: nameOf(r.actor),
    requestedByName: nameOf(r.requestedBy),
    approvedByName: nameOf(r.approvedBy),
  }));
  return { userId, fullName: user.full_name, email: user.email, events: named };
}

async function trialBalanceView(ctx: AppContext, req: Request) {
  const at = parseQuery(trialBalanceQuery, req);
  const asOf = at.asOf ? new Date(at.asOf.length === 10 ? `${at.asOf}T23:59:59.999Z` : at.asOf) : undefined;
  const rows = await trialBalance(ctx.db, { ...(asOf ? { asOf } : {}), ...(at.position ? { position: at.position } : {}) });
  const total = (k: "debits" | "credits" | "balance") => toCents(rows.reduce((s, r) => s.add(r[k]), money(0)));
  const nameOf = await accountNamer(
    ctx.db,
    rows.map((r) => r.account),
  );
  const accounts = rows.map((r) => {
    const columns = balanceColumns(r.account, r.balance);
    return {
      ...r,
      accountName: nameOf(r.account),
      normal: normalSide(r.account),
      debitBalance: columns.debit,
      creditBalance: columns.credit,
    };
  });
  const sum = (k: "debitBalance" | "creditBalance") => toCents(accounts.reduce((s, r) => s.add(r[k] ?? 0), money(0)));
  return {
    asOf: asOf?.toISOString() ?? null,
    position: at.position ?? null,
    accounts,
    totals: {
      debits: total("debits"),
      credits: total("credits"),
      balance: total("balance"),
      debitBalance: sum("debitBalance"),
      creditBalance: sum("creditBalance"),
    },
  };
}

/** The audit area: read-only views and CSV exports for auditors and admins. */
export function auditRoutes(ctx: AppContext): Router {
  const router = Router();
  const auditor = requireAuditor(ctx);

  router.get("/audit/investors", auditor, async (req, res) => {
    const query = parseQuery(auditSearchQuery, req).search;
    const search = query ? `%${query.toLowerCase()}%` : "%";
    const rows = await sql<{ id: string; full_name: string; email: string; shares: string | null }>`
      SELECT u.id, u.full_name, u.email, i.shares FROM users u LEFT JOIN investor_balances i ON i.user_id = u.id::text
      WHERE lower(u.full_name) LIKE ${search} OR lower(u.email) LIKE ${search} OR u.id::text LIKE ${search}
      ORDER BY u.created_at DESC LIMIT 100`.execute(ctx.db);
    res.json({
      investors: rows.rows.map((r) => ({ _id: r.id, fullName: r.full_name, email: r.email, sharesOwned: toApiNumber(r.shares ?? 0) })),
    });
  });

  router.get("/audit/investors/:userId/stream", auditor, async (req, res) => {
    if (!/^[0-9a-f-]{36}$/i.test(String(req.params.userId))) throw new NotFoundError("Investor not found");
    res.json(await investorStream(ctx, String(req.params.userId)));
  });

  router.get("/audit/investors/:userId/stream.csv", auditor, async (req, res) => {
    if (!/^[0-9a-f-]{36}$/i.test(String(req.params.userId))) throw new NotFoundError("Investor not found");
    const view = await investorStream(ctx, String(req.params.userId));
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="investor-${view.userId}-stream.csv"`);
    res.write(
      csvLine([
        "version",
        "position",
        "at",
        "type",
        "debit",
        "credit",
        "amount",
        "profit_after",
        "reward_after",
        "withdrawal_hold_after",
        "loan_receivable_after",
      ]),
    );
    for (const e of view.events) {
      const b = e.balancesAfter as Record<string, string>;
      const tail = [b.profit ?? "0.00", b.reward ?? "0.00", b["withdrawal-hold"] ?? "0.00", b["loan-receivable"] ?? "0.00"];
      if (e.transfers.length === 0) res.write(csvLine([e.version, e.position, e.at, e.type, "", "", "", ...tail]));
      for (const t of e.transfers) res.write(csvLine([e.version, e.position, e.at, e.type, t.debit, t.credit, t.amount, ...tail]));
    }
    res.end();
  });

  router.get("/audit/trial-balance", auditor, async (req, res) => {
    res.json(await trialBalanceView(ctx, req));
  });

  router.get("/audit/trial-balance.csv", auditor, async (req, res) => {
    const view = await trialBalanceView(ctx, req);
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", 'attachment; filename="trial-balance.csv"');
    // The Dr/Cr balance columns follow the same convention as the screen (contracts balanceColumns).
    res.write(csvLine(["account", "debits", "credits", "balance", "account_name", "normal_side", "debit_balance", "credit_balance"]));
    for (const a of view.accounts)
      res.write(csvLine([a.account, a.debits, a.credits, a.balance, a.accountName, a.normal, a.debitBalance, a.creditBalance]));
    const t = view.totals;
    res.end(csvLine(["TOTAL", t.debits, t.credits, t.balance, "", "", t.debitBalance, t.creditBalance]));
  });

  router.get("/audit/journal", auditor, async (req, res) => {
    const filter = parseQuery(journalQuery, req);
    const where = journalWhere(filter);
    const total = await ctx.handle.pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM journal_entries ${where.sql}`, where.params);
    const rows = await ctx.handle.pool.query(
      `SELECT global_position::text AS position, line, event_id, stream_id, event_type, debit_account, credit_account, amount::text, occurred_at
       FROM journal_entries ${where.sql} ORDER BY global_position, line LIMIT ${filter.limit} OFFSET ${(filter.page - 1) * filter.limit}`,
      where.params,
    );
    const n = Number(total.rows[0]?.n ?? 0);
    const accountsOnPage = rows.rows.flatMap((r) => [r.debit_account as string, r.credit_account as string]);
    const nameOf = await accountNamer(ctx.db, accountsOnPage);
    const streamOf = await streamNamer(
      ctx.db,
      rows.rows.map((r) => r.stream_id as string),
    );
    const entries = rows.rows.map((r) => ({
      ...r,
      debit_name: nameOf(r.debit_account),
      credit_name: nameOf(r.credit_account),
      stream_name: streamOf(r.stream_id),
    }));
    res.json({ entries, total: n, page: filter.page, totalPages: Math.max(1, Math.ceil(n / filter.limit)) });
  });

  router.get("/audit/journal.csv", auditor, async (req, res) => {
    const where = journalWhere(parseQuery(journalQuery, req));
    await streamCsv(ctx.handle.pool, res, {
      filename: "journal.csv",
      header: ["position", "line", "occurred_at", "event_type", "stream_id", "event_id", "debit_account", "credit_account", "amount"],
      query: `SELECT global_position::text AS position, line, occurred_at, event_type, stream_id, event_id, debit_account, credit_account, amount::text AS amount
              FROM journal_entries ${where.sql} ORDER BY global_position, line`,
      params: where.params,
      row: (r) => [r.position, r.line, r.occurred_at, r.event_type, r.stream_id, r.event_id, r.debit_account, r.credit_account, r.amount],
    });
  });

  router.get("/audit/runs", auditor, async (_req, res) => {
    const last = async (kind: "replay" | "verify") =>
      (await ctx.db.selectFrom("audit_runs").selectAll().where("kind", "=", kind).orderBy("id", "desc").limit(1).executeTakeFirst()) ??
      null;
    res.json({ replay: await last("replay"), verify: await last("verify") });
  });

  registerVerifyAndPickerRoutes(router, ctx, auditor);

  // The auditor switch is a role change like /admin/users/:id/role (an event; not one's own role).
  router.put("/admin/users/:id/auditor", requireAdmin(ctx), idempotent(ctx), requireActionCode(ctx), async (req, res) => {
    const { isAuditor } = parseInput(z.object({ isAuditor: z.boolean({ error: "isAuditor must be true or false" }) }), req.body);
    const id = String(req.params.id);
    const me = currentUser(req).id;
    const previous = await currentRoleOf(ctx, id, me);
    // An admin stays an admin (admin wins over auditor, as before); unmaking one is /role's business.
    const role = previous === "admin" ? "admin" : isAuditor ? "auditor" : previous === "auditor" ? "investor" : previous;
    const outcome = await changeRoleByAdmin(ctx, id, role, me);
    if ("held" in outcome) return answerHeld(res, outcome.held);
    if (outcome.previousRole !== role) authEvent(ctx, req, "role-changed", { userId: id, role, previousRole: previous, actorId: me });
    res.json({ message: isAuditor ? "Auditor role granted" : "Auditor role removed", isAuditor });
  });
  return router;
}
