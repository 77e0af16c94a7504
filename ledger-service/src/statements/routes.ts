import { statementQuery } from "@app/contracts";
import { Router } from "express";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireAdmin, requireUser } from "../shared/auth.js";
import { NotFoundError } from "../platform/errors.js";
import { parseQuery } from "../shared/validate.js";
import { writeStatementCsv } from "./render.js";
import { buildStatement } from "./statement.js";
import { localDay } from "../runtime/time-zone.js";
import { identityLines } from "../site/site-identity.js";
import { chosenTimeZoneOf } from "../auth/account-user.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Account statements: an investor's own (keyed by the token), any investor's for admins. */
export function statementRoutes(ctx: AppContext): Router {
  const router = Router();
  const issuer = { brandName: ctx.config.BRAND_NAME, lines: identityLines(ctx.config) };
  const send = async (req: import("express").Request, res: import("express").Response, userId: string) => {
    const q = parseQuery(statementQuery, req);
    if (!UUID.test(userId)) throw new NotFoundError("User not found");
    // The investor's days and clock (their profile's zone), else the operator's STATEMENT_TIME_ZONE.
    const timeZone = (await chosenTimeZoneOf(ctx, userId)) ?? ctx.config.STATEMENT_TIME_ZONE;
    // A statement never closes in the future: a month in progress closes today (in the zone).
    const today = localDay(ctx.clock(), timeZone);
    const to = q.to && q.to < today ? q.to : today;
    const from = q.from ?? `${to.slice(0, 8)}01`;
    const statement = await buildStatement(ctx.db, userId, from, to, timeZone);
    if (!statement) throw new NotFoundError("User not found");
    if (q.format === "csv") await writeStatementCsv(res, statement, issuer);
    // The PDF library (pdfkit and its fonts) is loaded on the first PDF asked for.
    else (await import("./statement-pdf.js")).writeStatementPdf(res, statement, issuer);
  };
  router.get("/user/statement", requireUser(ctx), async (req, res) => {
    await send(req, res, currentUser(req).id);
  });
  router.get("/admin/users/:id/statement", requireAdmin(ctx), async (req, res) => {
    await send(req, res, String(req.params.id));
  });
  return router;
}
