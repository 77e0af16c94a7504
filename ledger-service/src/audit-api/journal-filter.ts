import type { JournalFilter } from "@app/contracts";

/** A parameterized WHERE clause over rm.journal_entries for the filter. */
export function journalWhere(filter: JournalFilter, firstParam = 1): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (p: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(`$${firstParam + params.length - 1}`));
  };
  if (filter.account) add((p) => `(debit_account = ${p} OR credit_account = ${p})`, filter.account);
  if (filter.eventType) add((p) => `event_type = ${p}`, filter.eventType);
  if (filter.from) add((p) => `occurred_at >= ${p}::timestamptz`, filter.from);
  if (filter.to) add((p) => `occurred_at <= ${p}::timestamptz`, filter.to.length === 10 ? `${filter.to}T23:59:59.999Z` : filter.to);
  return { sql: clauses.length ? `WHERE ${clauses.join(" AND ")}` : "", params };
}
