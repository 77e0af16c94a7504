import { auditSearchQuery, platformAccounts, investorAccountKinds, VERIFY_ALREADY_RUNNING } from "@app/contracts";
import type { RequestHandler, Router } from "express";
import { sql } from "kysely";
import type { AppContext } from "../runtime/context.js";
import { parseQuery } from "../shared/validate.js";
import { accountName } from "./account-names.js";
import { runningSince, startVerification } from "./verify-now.js";

async function lastVerify(ctx: AppContext) {
  return (
    (await ctx.db.selectFrom("audit_runs").selectAll().where("kind", "=", "verify").orderBy("id", "desc").limit(1).executeTakeFirst()) ??
    null
  );
}

/** The account picker's list and "Verify now" (auditors and admins, like the rest of the audit area). */
export function registerVerifyAndPickerRoutes(router: Router, ctx: AppContext, auditor: RequestHandler): void {
  router.get("/audit/accounts", auditor, async (req, res) => {
    const text = (parseQuery(auditSearchQuery, req).search ?? "").trim().toLowerCase();
    const platform = platformAccounts
      .map((name) => `platform:${name}`)
      .filter((account) => !text || account.includes(text))
      .map((account) => ({ account, name: accountName(account, new Map()), email: null }));
    const users = await sql<{ id: string; full_name: string; email: string }>`
      SELECT id::text AS id, full_name, email FROM users
      WHERE deleted_at IS NULL AND (${text} = '' OR lower(full_name) LIKE ${`%${text}%`} OR lower(email) LIKE ${`%${text}%`} OR id::text LIKE ${`%${text}%`})
      ORDER BY lower(full_name), id LIMIT 25`.execute(ctx.db);
    const investors = users.rows.flatMap((u) =>
      investorAccountKinds.map((kind) => {
        const account = `investor:${u.id}:${kind}`;
        return { account, name: accountName(account, new Map([[u.id, u.full_name]])), email: u.email };
      }),
    );
    res.json({ accounts: [...platform, ...investors] });
  });

  router.post("/audit/verify", auditor, async (_req, res) => {
    const start = await startVerification(ctx);
    if (!start.started) {
      res.status(409).json({ message: VERIFY_ALREADY_RUNNING, status: "running", startedAt: start.startedAt, last: await lastVerify(ctx) });
      return;
    }
    res.status(202).json({ status: "running", startedAt: start.startedAt, last: await lastVerify(ctx) });
  });

  router.get("/audit/verify", auditor, async (_req, res) => {
    const since = await runningSince(ctx);
    res.json({ status: since ? "running" : "idle", startedAt: since, last: await lastVerify(ctx) });
  });
}
