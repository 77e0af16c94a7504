import { type ApprovalAction, money } from "@app/contracts";
import { sql } from "kysely";
import type { AppContext } from "../runtime/context.js";
import type { RuntimeConfig } from "../runtime/config.js";

/**
 * Which actions need a second admin once two or more admins exist: runs above
 * FOUR_EYES_PERCENT, withdrawal, loan and manual-payment approvals above FOUR_EYES_AMOUNT,
 * every share price change and share edit, and making or unmaking an admin.
 */
export function needsSecondAdmin(config: Pick<RuntimeConfig, "FOUR_EYES_PERCENT" | "FOUR_EYES_AMOUNT">, action: ApprovalAction): boolean {
  switch (action.kind) {
    case "profit-run":
    case "reward-run":
      return money(action.percentage).gt(config.FOUR_EYES_PERCENT);
    case "withdrawal":
    case "loan":
    case "manual-payment":
    case "sell-back":
      return money(action.amount).gt(config.FOUR_EYES_AMOUNT);
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

/** Admins that can sign in (deleted accounts do not count). */
export async function adminCount(ctx: AppContext): Promise<number> {
  const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users WHERE is_admin AND deleted_at IS NULL`.execute(ctx.db);
  return r.rows[0]?.n ?? 0;
}
