import { type ApprovalAction, type DomainEvent, money } from "@app/contracts";
import type Decimal from "decimal.js";
import { sql } from "kysely";
import type { RuntimeConfig } from "../runtime/config.js";
import type { AppContext } from "../runtime/context.js";

type FourEyesConfig = Pick<RuntimeConfig, "FOUR_EYES_PERCENT" | "FOUR_EYES_AMOUNT" | "FOUR_EYES_DAILY_AMOUNT"> &
  Partial<Pick<RuntimeConfig, "FOUR_EYES_PRICE_MOVE_PERCENT">>;

/**
 * Which actions need a second admin on their own once two or more admins exist: runs above
 * FOUR_EYES_PERCENT, withdrawal, loan, sell-back and purchase approvals above FOUR_EYES_AMOUNT,
 * every manual loan payment, write-off, share price change and share edit, and making or
 * unmaking an admin. (What one admin does alone also adds up: see soloMeasure.)
 */
export function needsSecondAdmin(config: Pick<RuntimeConfig, "FOUR_EYES_PERCENT" | "FOUR_EYES_AMOUNT">, action: ApprovalAction): boolean {
  switch (action.kind) {
    case "profit-run":
    case "reward-run":
      return money(action.percentage).gt(config.FOUR_EYES_PERCENT);
    case "withdrawal":
    case "loan":
    case "sell-back":
    case "purchase":
      return money(action.amount).gt(config.FOUR_EYES_AMOUNT);
    // A manual payment is seen only on its uploaded proof, and clears the loan like a write-off.
    case "manual-payment":
    case "write-off":
    case "share-price":
    case "share-edit":
      return true;
    case "role":
      return action.role !== action.previousRole && (action.role === "admin" || action.previousRole === "admin");
    default: {
      const unreachable: never = action;
      throw new Error(`unknown action ${JSON.stringify(unreachable)}`);
    }
  }
}

/** How an action done alone counts: dollars in a rolling 24 hours, or a run's percent in 7 days (per run kind). */
export type SoloMeasure =
  | { unit: "usd"; value: Decimal; windowMs: number; limit: number; target: string; count: (e: SoloEntry) => boolean }
  | { unit: "percent"; value: Decimal; windowMs: number; limit: number; target: string; count: (e: SoloEntry) => boolean };

export type SoloEntry = Extract<DomainEvent, { type: "AdminAllowanceUsed" }>["data"];

const DAY_MS = 24 * 60 * 60 * 1000;
const MONEY_KINDS = new Set(["withdrawal", "loan", "manual-payment", "sell-back", "purchase"]);
/** Whether an action done alone counts toward FOUR_EYES_DAILY_AMOUNT (a lone admin's purchases are only recorded: `capped: false`). */
export const countsTowardDailyAmount = (e: { kind: string; capped?: boolean | null }): boolean =>
  MONEY_KINDS.has(e.kind) && e.capped !== false;

/**
 * `lone` (one admin): purchases are not measured (recorded only), and the share price's moves add up too, in percent of the price each started
 * from over 7 days, toward FOUR_EYES_PRICE_MOVE_PERCENT (with two admins every change waits).
 */
export function soloMeasure(config: FourEyesConfig, action: ApprovalAction, lone = false): SoloMeasure | null {
  switch (action.kind) {
    case "share-price": {
      if (!lone) return null;
      const previous = money(action.previousPrice);
      const move = money(action.pricePerShare).sub(previous).abs();
      return {
        unit: "percent",
        value: previous.gt(0) ? move.mul(100).div(previous).toDecimalPlaces(4, 0) : money(100),
        windowMs: 7 * DAY_MS,
        limit: config.FOUR_EYES_PRICE_MOVE_PERCENT ?? 10,
        target: "share-price",
        count: (e) => e.kind === "share-price",
      };
    }
    case "profit-run":
    case "reward-run":
      return {
        unit: "percent",
        value: money(action.percentage),
        windowMs: 7 * DAY_MS,
        limit: config.FOUR_EYES_PERCENT,
        target: action.kind,
        count: (e) => e.kind === action.kind,
      };
    case "withdrawal":
    case "loan":
    case "manual-payment":
    case "sell-back":
    case "purchase": {
      // A lone admin confirming money in is recorded as done alone, not capped (four-eyes.ts
      // RECORDED_WHEN_LONE): nobody could ever approve the held deposits, and what can leave
      // again (withdrawals, loans, sell-backs, manual payments, runs) stays capped.
      if (lone && action.kind === "purchase") return null;
      const target =
        action.kind === "withdrawal"
          ? action.withdrawalId
          : action.kind === "sell-back"
            ? action.sellBackId
            : action.kind === "purchase"
              ? action.purchaseId
              : action.kind === "manual-payment"
                ? `${action.loanId}:${action.paymentIndex}`
                : action.loanId;
      return {
        unit: "usd",
        value: money(action.amount),
        windowMs: DAY_MS,
        limit: config.FOUR_EYES_DAILY_AMOUNT,
        target,
        count: countsTowardDailyAmount,
      };
    }
    default:
      return null;
  }
}

/** What the entries inside the measure's window add up to at `now`. */
export function soloSum(measure: SoloMeasure, entries: SoloEntry[], now: Date): Decimal {
  const since = now.getTime() - measure.windowMs;
  return entries
    .filter((e) => measure.count(e) && new Date(e.at).getTime() > since)
    .reduce((sum, e) => sum.add(money((measure.unit === "usd" ? e.amount : e.percentage) ?? 0)), money(0));
}

/**
 * Admins that can sign in (deleted accounts do not count). Membership stays on the users row:
 * every role change (API, approval, operator CLI) writes it in the same request as its
 * UserRoleChanged event, before answering, so it never lags like a projection does.
 */
export async function adminCount(ctx: Pick<AppContext, "db">): Promise<number> {
  const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users WHERE is_admin AND deleted_at IS NULL`.execute(ctx.db);
  return r.rows[0]?.n ?? 0;
}
