import { sql, type Kysely } from "kysely";
import type { Database } from "@app/projections";

const investorAccount = /^investor:([0-9a-f-]{36}):(.+)$/i;

/** The investor's user id of an `investor:<id>:<kind>` account or `investor-<id>` stream, else null. */
export function investorIdOf(accountOrStream: string): string | null {
  return investorAccount.exec(accountOrStream)?.[1] ?? /^investor-([0-9a-f-]{36})$/i.exec(accountOrStream)?.[1] ?? null;
}

/** Investors' names by user id, read once for a page of rows (a deleted or unknown user: no entry). */
export async function investorNames(db: Kysely<Database>, ids: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await sql<{ id: string; full_name: string }>`
    SELECT id::text AS id, full_name FROM users WHERE id::text = ANY(${unique})`.execute(db);
  return new Map(rows.rows.map((r) => [r.id, r.full_name]));
}

/** An account's readable name: "Ada Obi · profit", "Platform · treasury"; unknown investors keep their id. */
export function accountName(account: string, names: Map<string, string>): string {
  const investor = investorAccount.exec(account);
  if (investor) return `${names.get(investor[1] as string) ?? `Investor ${investor[1]}`} · ${investor[2]}`;
  if (account.startsWith("platform:")) return `Platform · ${account.slice("platform:".length)}`;
  return account;
}

/** Names for every account of a list of rows, with one query. */
export async function accountNamer(db: Kysely<Database>, accounts: string[]): Promise<(account: string) => string> {
  const names = await investorNames(
    db,
    accounts.map(investorIdOf).filter((id): id is string => id !== null),
  );
  return (account) => accountName(account, names);
}

export async function streamNamer(db: Kysely<Database>, streams: string[]): Promise<(stream: string) => string | null> {
  const names = await investorNames(
    db,
    streams.map(investorIdOf).filter((id): id is string => id !== null),
  );
  return (stream) => {
    const id = investorIdOf(stream);
    return id ? (names.get(id) ?? null) : null;
  };
}
