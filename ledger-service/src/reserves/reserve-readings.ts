import type { ChainNetwork, ReserveReading } from "@app/contracts";
import type { Database } from "@app/projections";
import { type Kysely, sql } from "kysely";

interface ReadingRow {
  network: ChainNetwork;
  addresses: string[];
  on_chain: string;
  ledger: string;
  difference: string;
  read_at: Date;
}

/** Exact decimals without trailing zeros (NUMERIC(78,18) prints 18 places). */
const exact = (n: string): string => (n.includes(".") ? n.replace(/0+$/, "").replace(/\.$/, "") : n);

const toReading = (r: ReadingRow): ReserveReading => ({
  network: r.network,
  addresses: r.addresses,
  onChain: exact(r.on_chain),
  ledger: exact(r.ledger),
  difference: exact(r.difference),
  readAt: new Date(r.read_at).toISOString(),
});

/** Keeps readings (public.reserve_readings, migration 0020). */
export async function keepReadings(db: Kysely<Database>, readings: ReserveReading[]): Promise<void> {
  for (const r of readings)
    await sql`INSERT INTO reserve_readings (network, addresses, on_chain, ledger, difference, read_at)
              VALUES (${r.network}, ${r.addresses}::text[], ${r.onChain}::numeric, ${r.ledger}::numeric, ${r.difference}::numeric,
                      ${r.readAt}::timestamptz)`.execute(db);
}

/** The latest kept reading of each network. */
export async function latestReadings(db: Kysely<Database>): Promise<ReserveReading[]> {
  const r = await sql<ReadingRow>`
    SELECT DISTINCT ON (network) network, addresses, on_chain::text, ledger::text, difference::text, read_at
    FROM reserve_readings ORDER BY network, read_at DESC, id DESC`.execute(db);
  return r.rows.map(toReading);
}

/** Kept readings, newest first (the audit screen's history). */
export async function readingHistory(db: Kysely<Database>, limit: number): Promise<ReserveReading[]> {
  const r = await sql<ReadingRow>`
    SELECT network, addresses, on_chain::text, ledger::text, difference::text, read_at
    FROM reserve_readings ORDER BY read_at DESC, id DESC LIMIT ${limit}`.execute(db);
  return r.rows.map(toReading);
}
