import { money, toCents, toShares } from "@app/contracts";
import type Decimal from "decimal.js";
import { type Kysely, sql } from "kysely";
import type { Database } from "@app/projections";
import { dayStart, localDateTime, nextDay } from "../runtime/time-zone.js";

export interface StatementMovement {
  /** ISO 8601 (UTC). */
  at: string;
  /** The event behind the movement (WithdrawalRequested, ProfitCredited, ...). */
  type: string;
  /** The same instant on the statement's wall clock, "YYYY-MM-DD HH:mm". */
  localAt: string;
  description: string;
  amount: string;
  balanceAfter: string;
}

export interface StatementSection {
  balance: "Profit" | "Referral reward" | "Shares" | "Loan";
  opening: string;
  movements: StatementMovement[];
  closing: string;
}

export interface Statement {
  investor: { id: string; fullName: string; email: string };
  from: string;
  to: string;
  /** The IANA zone whose days from..to are (STATEMENT_TIME_ZONE). */
  timeZone: string;
  sections: StatementSection[];
}

const DESCRIPTIONS: Record<string, string> = {
  ProfitCredited: "Profit credited",
  ReferralRewardCredited: "Referral reward credited",
  WithdrawalRequested: "Withdrawal requested (held)",
  WithdrawalRejected: "Withdrawal rejected (refunded)",
  WithdrawalCancelled: "Withdrawal cancelled (refunded)",
  LoanApproved: "Loan approved (amount and charge)",
  LoanRepaid: "Loan repayment",
  SharePurchaseApproved: "Share purchase approved",
  SharesAdjusted: "Shares adjusted by an administrator",
};
const describe = (type: string) => DESCRIPTIONS[type] ?? type.replace(/([a-z])([A-Z])/g, "$1 $2");

/**
 * An investor's statement for whole days from..to in `timeZone`: per balance the opening balance, every
 * movement and the closing balance. Money comes from the journal (the same transfers the
 * dashboard's balances follow, so a statement up to today closes at the dashboard's figures);
 * shares from the balance history behind the dashboard's chart.
 */
export async function buildStatement(
  db: Kysely<Database>,
  userId: string,
  from: string,
  to: string,
  timeZone: string,
): Promise<Statement | null> {
  const user = await sql<{ id: string; fullName: string; email: string }>`
    SELECT id::text, full_name AS "fullName", email FROM users WHERE id = ${userId}::uuid`.execute(db);
  const investor = user.rows[0];
  if (!investor) return null;
  const start = dayStart(from, timeZone);
  const end = dayStart(nextDay(to), timeZone);
  const account = (kind: string) => `investor:${userId}:${kind}`;
  const sections: StatementSection[] = [
    await moneySection(db, "Profit", account("profit"), 1, start, end, timeZone),
    await moneySection(db, "Referral reward", account("reward"), 1, start, end, timeZone),
    await sharesSection(db, userId, start, end, timeZone),
    // The loan owed is what the receivable holds: debits - credits.
    await moneySection(db, "Loan", account("loan-receivable"), -1, start, end, timeZone),
  ];
  return { investor, from, to, timeZone, sections };
}

async function moneySection(
  db: Kysely<Database>,
  balance: StatementSection["balance"],
  account: string,
  sign: 1 | -1,
  start: Date,
  end: Date,
  timeZone: string,
): Promise<StatementSection> {
  const r = await sql<{ type: string; at: Date; delta: string }>`
    SELECT event_type AS type, occurred_at AS at,
           sum(CASE WHEN credit_account = ${account} THEN amount ELSE -amount END)::text AS delta
    FROM journal_entries
    WHERE (debit_account = ${account} OR credit_account = ${account}) AND occurred_at < ${end}
    GROUP BY commit_pos, global_position, event_type, occurred_at
    ORDER BY commit_pos, global_position`.execute(db);
  return fold(
    timeZone,
    balance,
    r.rows.map((row) => ({ at: new Date(row.at), type: row.type, delta: money(row.delta).mul(sign) })),
    start,
    toCents,
  );
}

async function sharesSection(db: Kysely<Database>, userId: string, start: Date, end: Date, timeZone: string): Promise<StatementSection> {
  const r = await sql<{ at: Date; shares: string; type: string | null }>`
    SELECT h.at, h.shares::text AS shares,
           (SELECT j.event_type FROM journal_entries j WHERE j.global_position = h.global_position LIMIT 1) AS type
    FROM balance_history h WHERE h.user_id = ${userId} AND h.at < ${end}
    ORDER BY h.global_position`.execute(db);
  let previous = money(0);
  const steps: Array<{ at: Date; type: string; delta: Decimal }> = [];
  for (const row of r.rows) {
    const shares = money(row.shares);
    if (!shares.eq(previous)) steps.push({ at: new Date(row.at), type: row.type ?? "SharesAdjusted", delta: shares.sub(previous) });
    previous = shares;
  }
  return fold(timeZone, "Shares", steps, start, toShares);
}

function fold(
  timeZone: string,
  balance: StatementSection["balance"],
  steps: Array<{ at: Date; type: string; delta: Decimal }>,
  start: Date,
  format: (d: Decimal) => string,
): StatementSection {
  let running = money(0);
  let opening = money(0);
  const movements: StatementMovement[] = [];
  for (const s of steps) {
    running = running.add(s.delta);
    if (s.at < start) {
      opening = running;
      continue;
    }
    movements.push({
      at: s.at.toISOString(),
      type: s.type,
      localAt: localDateTime(s.at, timeZone),
      description: describe(s.type),
      amount: format(s.delta),
      balanceAfter: format(running),
    });
  }
  return { balance, opening: format(opening), movements, closing: format(running) };
}
