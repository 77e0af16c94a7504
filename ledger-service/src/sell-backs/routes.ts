import {
  ADMIN_SELL_BACK_PAGE_SIZE,
  adminSellBacksQuery,
  adminSellBacksResponse,
  mySellBacksResponse,
  type SellBackItem,
  sellBackCreatedResponse,
  sellBackDecisionResponse,
  sellBackQuoteResponse,
  sellBackRequest,
  toApiNumber,
} from "@app/contracts";
import { type SellBackRow, sellBacksOfUser, sellBacksPage } from "@app/projections/sell-backs/queries";
import { Router } from "express";
import type { AppContext } from "../context.js";
import { currentUser, requireAdmin, requireUser } from "../shared/auth.js";
import { idempotent } from "../shared/idempotency.js";
import { parseInput } from "../shared/validate.js";
import { requireVerifiedEmail } from "../shared/verified-email.js";
import { approveSellBack, rejectSellBack, requestSellBack, sellBackQuoteOf } from "./sell-backs.js";

const amount = (value: string | null) => (value === null ? null : toApiNumber(value));

export function toSellBackItem(row: SellBackRow): SellBackItem {
  return {
    _id: row.sellBackId,
    user: { _id: row.userId, fullName: row.fullName, email: row.email },
    shares: toApiNumber(row.shares),
    wallet: row.wallet,
    network: row.network,
    status: row.status,
    pricePerShare: amount(row.pricePerShare),
    gross: amount(row.gross),
    fee: amount(row.fee),
    payout: amount(row.payout),
    createdAt: new Date(row.requestedAt).toISOString(),
    decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
  };
}

/** Sell-back (issue 15): the investor's quote, request and list; the admin's paged list and decisions. */
export function sellBackRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get("/shares/sell-back/quote", requireUser(ctx), async (req, res) => {
    res.json(sellBackQuoteResponse.parse(await sellBackQuoteOf(ctx, currentUser(req))));
  });

  router.post("/shares/sell-back", requireUser(ctx), requireVerifiedEmail(ctx), idempotent(ctx), async (req, res) => {
    const input = parseInput(sellBackRequest, req.body);
    const sellBack = await requestSellBack(ctx, currentUser(req), input);
    res.status(201).json(sellBackCreatedResponse.parse({ message: "Sell-back requested!", sellBack: toSellBackItem(sellBack) }));
  });

  router.get("/shares/sell-back/mine", requireUser(ctx), async (req, res) => {
    const rows = await sellBacksOfUser(ctx.db, currentUser(req).id);
    res.json(mySellBacksResponse.parse({ sellBacks: rows.map(toSellBackItem) }));
  });

  router.get("/shares/sell-backs", requireAdmin(ctx), async (req, res) => {
    const { page } = parseInput(adminSellBacksQuery, req.query);
    const { rows, total } = await sellBacksPage(ctx.db, page, ADMIN_SELL_BACK_PAGE_SIZE);
    const totalPages = Math.max(1, Math.ceil(total / ADMIN_SELL_BACK_PAGE_SIZE));
    res.json(adminSellBacksResponse.parse({ sellBacks: rows.map(toSellBackItem), totalPages, currentPage: page }));
  });

  router.put("/shares/sell-back/approve/:id", requireAdmin(ctx), idempotent(ctx), async (req, res) => {
    const sellBack = await approveSellBack(ctx, String(req.params.id), currentUser(req).id);
    res.json(sellBackDecisionResponse.parse({ message: "Sell-back approved successfully", sellBack: toSellBackItem(sellBack) }));
  });

  router.put("/shares/sell-back/reject/:id", requireAdmin(ctx), idempotent(ctx), async (req, res) => {
    const sellBack = await rejectSellBack(ctx, String(req.params.id), currentUser(req).id);
    res.json(sellBackDecisionResponse.parse({ message: "Sell-back rejected successfully", sellBack: toSellBackItem(sellBack) }));
  });

  return router;
}
