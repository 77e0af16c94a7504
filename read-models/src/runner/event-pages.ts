import type { DomainEvent, EventMetadata } from "@app/contracts";
import type pg from "pg";
import type { Position } from "@app/event-store/port";
import type { EventTexts, ProjectedEvent } from "./projection.js";

/**
 * A rebuild's events read straight from the events table, up to a position every event below
 * which is committed and visible (a live runner's checkpoint: it read them all, and nothing
 * can commit later below what it read). Cheaper than EventStore.readAll for a million events:
 * no appenders' boundary to compute per page (`until` is the boundary), rows as arrays,
 * created_at as integer milliseconds instead of a timestamp text parsed by a regular
 * expression, metadata parsed only if a projection reads it, and the ProjectedEvent built
 * directly instead of through a RecordedEvent. The events are the ones readAll returns, in the
 * same order, with the same values: created_at is floor(epoch ms), as pg's timestamp parser
 * gives (it drops the microseconds), and data is the same jsonb parsed by pg.
 */
export function tableEventPages(pool: pg.Pool, until: Position): (after: Position | null, limit: number) => Promise<ProjectedEvent[]> {
  return async (after, limit) => {
    const from = after ?? { commit: 0n, prepare: 0n };
    const r = await pool.query<unknown[]>({
      text: `SELECT transaction_id::text, global_position::text, stream_id, stream_version, event_id, type, data, metadata::text,
                    floor(extract(epoch FROM created_at) * 1000)::float8
             FROM events
             WHERE (events.transaction_id, events.global_position) > ($1::text::xid8, $2::bigint)
               AND (events.transaction_id, events.global_position) <= ($3::text::xid8, $4::bigint)
             ORDER BY events.transaction_id, events.global_position -- qualified: the output columns of the same names are text
             LIMIT $5`,
      values: [from.commit.toString(), from.prepare.toString(), until.commit.toString(), until.prepare.toString(), limit],
      rowMode: "array",
    });
    const out: ProjectedEvent[] = new Array(r.rows.length);
    for (let i = 0; i < r.rows.length; i++) out[i] = new TableEvent(r.rows[i] as unknown[]);
    return out;
  };
}

class TableEvent implements ProjectedEvent {
  event: DomainEvent;
  eventId: string;
  streamId: string;
  streamVersion: number;
  position: Position;
  createdAt: Date;
  texts?: EventTexts;
  balancesAfter?: Map<string, { profit: string; reward: string }> = undefined;
  private metadataText: string | null;
  private parsedMetadata: EventMetadata | undefined = undefined;

  constructor(row: unknown[]) {
    this.position = { commit: BigInt(row[0] as string), prepare: BigInt(row[1] as string) };
    this.streamId = row[2] as string;
    this.streamVersion = row[3] as number;
    this.eventId = row[4] as string;
    this.event = { type: row[5], data: row[6] } as DomainEvent;
    this.metadataText = row[7] as string | null;
    this.createdAt = new Date(row[8] as number);
    // The position's texts as read (the canonical decimals BigInt would print again).
    this.texts = new RowTexts(row[0] as string, row[1] as string, this.createdAt);
  }

  get metadata(): EventMetadata {
    if (this.parsedMetadata === undefined) {
      this.parsedMetadata = (this.metadataText === null ? {} : JSON.parse(this.metadataText)) as EventMetadata;
      this.metadataText = null;
    }
    return this.parsedMetadata;
  }
}

/** eventTexts' figures of a row: the positions as PostgreSQL printed them, the time on first use. */
class RowTexts implements EventTexts {
  private iso: string | undefined = undefined;

  constructor(
    readonly commit: string,
    readonly position: string,
    private readonly date: Date,
  ) {}

  get at(): string {
    this.iso ??= this.date.toISOString();
    return this.iso;
  }
}
