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
  SELL_BACK_CANCELLED,
  streams,
  toApiNumber,
  toCents,
  toShares,
} from "@app/contracts";
import { type SellBackRow, sellBackById, sellBacksOfUser, sellBacksPage } from "@app/projections/sell-backs/queries";
import { answerHeld, withFourEyes } from "../approvals/four-eyes.js";
import { readFolded } from "@app/event-store/command-runner";
import { NotFoundError } from "../platform/errors.js";
import { refuseOwnAccount } from "../shared/own-account.js";
import { settingsFold } from "../settings/settings.js";
import { sellBackAmounts } from "../investor/decide-sell-backs.js";
import { Router } from "express";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireAdmin, requireUser } from "../shared/auth.js";
import { requireActionCode } from "../approvals/action-code.js";
import { idempotent } from "../shared/idempotency.js";
import { parseInput, parseQuery } from "../shared/validate.js";
import { requireVerifiedEmail } from "../shared/verified-email.js";
import { rejectionOf } from "../approvals/review-request.js";
import { approveSellBack, cancelSellBack, rejectSellBack, requestSellBack, sellBackQuoteOf } from "./sell-backs.js";
import { decision, requester } from "../shared/request-items.js";
import { payoutRecordsOf } from "../payouts/payout-records.js";

/** Issue 34: a sell-back's payout record is `payoutTx` (its `payout` is the amount sent). */
async function withPayoutTx(ctx: AppContext, items: SellBackItem[]): Promise<SellBackItem[]> {
  const records = await payoutRecordsOf(
    ctx,
    "sell-back-payout",
    items.map((i) => i._id),
  );
  return items.map((item) => ({ ...item, payoutTx: records.get(item._id) ?? null }));
}

const amount = (value: string | null) => (value === null ? null : toApiNumber(value));

export function toSellBackItem(row: SellBackRow): SellBackItem {
  return {
    _id: row.sellBackId,
    user: requester(row),
    shares: toApiNumber(row.shares),
    wallet: row.wallet,
    network: row.network,
    status: row.status,
    pricePerShare: amount(row.pricePerShare),
    gross: amount(row.gross),
    fee: amount(row.fee),
    payout: amount(row.payout),
    ...decision(row),
    approvableAfter: row.status === "Pending" && row.approvableAt ? new Date(row.approvableAt).toISOString() : null,
  };
}

/** Sell-back: the investor's quote, request and list; the admin's paged list and decisions. */
export function sellBackRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get("/shares/sell-back/quote", requireUser(ctx), async (req, res) => {
    res.json(sellBackQuoteResponse.parse(await sellBackQuoteOf(ctx, currentUser(req))));
  });

  router.post("/shares/sell-back", requireUser(ctx), requireVerifiedEmail(ctx), idempotent(ctx), async (req, res) => {
    const input = parseInput(sellBackRequest, req.body);
    const sellBack = await requestSellBack(ctx, currentUser(req), input, req.ip ?? "unknown");
    res.status(201).json(sellBackCreatedResponse.parse({ message: "Sell-back requested!", sellBack: toSellBackItem(sellBack) }));
  });

  // The investor's own pending sell-back only: another investor's id is answered as unknown (404).
  router.put("/shares/sell-back/:id/cancel", requireUser(ctx), idempotent(ctx), async (req, res) => {
    const sellBack = await cancelSellBack(ctx, currentUser(req), String(req.params.id));
    res.json(sellBackDecisionResponse.parse({ message: SELL_BACK_CANCELLED, sellBack: toSellBackItem(sellBack) }));
  });

  router.get("/shares/sell-back/mine", requireUser(ctx), async (req, res) => {
    const rows = await sellBacksOfUser(ctx.db, currentUser(req).id);
    res.json(mySellBacksResponse.parse({ sellBacks: await withPayoutTx(ctx, rows.map(toSellBackItem)) }));
  });

  router.get("/shares/sell-backs", requireAdmin(ctx), async (req, res) => {
    const { page, status } = parseQuery(adminSellBacksQuery, req);
    const { rows, total } = await sellBacksPage(ctx.db, page, ADMIN_SELL_BACK_PAGE_SIZE, status);
    const totalPages = Math.max(1, Math.ceil(total / ADMIN_SELL_BACK_PAGE_SIZE));
    res.json(adminSellBacksResponse.parse({ sellBacks: await withPayoutTx(ctx, rows.map(toSellBackItem)), totalPages, currentPage: page }));
  });

  router.put("/shares/sell-back/approve/:id", requireAdmin(ctx), idempotent(ctx), requireActionCode(ctx), async (req, res) => {
    const me = currentUser(req).id;
    const pending = await sellBackById(ctx.db, String(req.params.id));
    if (!pending) throw new NotFoundError("Sell-back not found");
    refuseOwnAccount(me, pending.userId);
    // Four eyes above FOUR_EYES_AMOUNT: the payout at today's price decides.
    const action =
      pending.status === "Pending"
        ? ({
            kind: "sell-back",
            sellBackId: pending.sellBackId,
            userId: pending.userId,
            shares: toShares(pending.shares),
            amount: toCents(
              sellBackAmounts(pending.shares, (await readFolded(ctx.store, streams.settings(), settingsFold)).pricePerShare).payout,
            ),
          } as const)
        : null;
    const outcome = await withFourEyes(ctx, action, me, () => approveSellBack(ctx, pending.sellBackId, me));
    if ("held" in outcome) return answerHeld(res, outcome.held);
    res.json(sellBackDecisionResponse.parse({ message: "Sell-back approved successfully", sellBack: toSellBackItem(outcome.done) }));
  });

  router.put("/shares/sell-back/reject/:id", requireAdmin(ctx), idempotent(ctx), async (req, res) => {
    const { id, actor, reason } = rejectionOf(req);
    const sellBack = await rejectSellBack(ctx, id, actor, reason);
    res.json(sellBackDecisionResponse.parse({ message: "Sell-back rejected successfully", sellBack: toSellBackItem(sellBack) }));
  });

  return router;
}
