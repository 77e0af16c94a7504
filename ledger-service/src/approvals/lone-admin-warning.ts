import type { AppContext } from "../runtime/context.js";
import { adminCount } from "./thresholds.js";

export const LONE_ADMIN_WARNING =
  "Only one admin exists: what they approve alone is capped (FOUR_EYES_DAILY_AMOUNT, FOUR_EYES_PERCENT, " +
  "FOUR_EYES_PRICE_MOVE_PERCENT) but nobody checks it. Make a co-admin with `npm run admin:grant -- <email>`.";

/** At start: a warning in the log while one admin (or none) exists. Returns whether it warned. */
export async function warnWhileLoneAdmin(ctx: Pick<AppContext, "db">, warn: (message: string) => void): Promise<boolean> {
  if ((await adminCount(ctx)) >= 2) return false;
  warn(LONE_ADMIN_WARNING);
  return true;
}
