import { type ApprovedAloneItem, approvalKinds, money } from "@app/contracts";
import { type ApprovedAloneRow, approvedAloneSince } from "@app/projections/approved-alone/queries";
import type { AppContext } from "../runtime/context.js";
import { countsTowardDailyAmount } from "../approvals/thresholds.js";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the list goes. */
export const APPROVED_ALONE_DAYS = 30;

type Rule = { windowMs: number; limit: number; counts: (row: ApprovedAloneRow) => boolean };

/** The rolling limit an action done alone counts toward (thresholds.ts soloMeasure), or null. */
function ruleOf(config: AppContext["config"], kind: string): Rule | null {
  if (countsTowardDailyAmount({ kind })) return { windowMs: DAY_MS, limit: config.FOUR_EYES_DAILY_AMOUNT, counts: countsTowardDailyAmount };
  if (kind === "profit-run" || kind === "reward-run")
    return { windowMs: 7 * DAY_MS, limit: config.FOUR_EYES_PERCENT, counts: (r) => r.kind === kind };
  if (kind === "share-price") return { windowMs: 7 * DAY_MS, limit: config.FOUR_EYES_PRICE_MOVE_PERCENT, counts: (r) => r.kind === kind };
  return null;
}

const soloValue = (row: ApprovedAloneRow) => money(row.amount ?? row.percentage ?? 0);

/** What the admin could still do alone right after `row`, in its window. */
function remainingAfter(rows: ApprovedAloneRow[], index: number, rule: Rule): number {
  const row = rows[index] as ApprovedAloneRow;
  const since = row.at.getTime() - rule.windowMs;
  // Rows are newest first: this one and the older ones inside its window.
  const used = rows
    .slice(index)
    .filter((r) => r.adminId === row.adminId && rule.counts(r) && r.at.getTime() > since)
    .reduce((sum, r) => sum.add(soloValue(r)), money(0));
  const left = money(rule.limit).sub(used);
  return left.isNegative() ? 0 : left.toNumber();
}

/** Every action an admin did alone in the last APPROVED_ALONE_DAYS days, newest first. */
export async function approvedAloneItems(
  ctx: Pick<AppContext, "db" | "config" | "clock">,
  days = APPROVED_ALONE_DAYS,
): Promise<ApprovedAloneItem[]> {
  const now = ctx.clock().getTime();
  const shownSince = now - days * DAY_MS;
  // A week more than shown, so the first rows' windows are complete.
  const rows = await approvedAloneSince(ctx.db, new Date(shownSince - 7 * DAY_MS));
  const items: ApprovedAloneItem[] = [];
  rows.forEach((row, index) => {
    const action = approvalKinds.find((k) => k === row.kind);
    if (!action || row.at.getTime() < shownSince) return;
    const rule = ruleOf(ctx.config, row.kind);
    items.push({
      admin: { id: row.adminId, email: row.adminEmail },
      action,
      amount: row.amount === null && row.percentage === null ? null : soloValue(row).toNumber(),
      at: row.at.toISOString(),
      remainingAllowance: rule ? remainingAfter(rows, index, rule) : null,
    });
  });
  return items;
}
