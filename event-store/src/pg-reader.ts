import type { EventMetadata } from "@app/contracts";
import type pg from "pg";
import type { Position, RecordedEvent } from "./port.js";
import { APPENDERS_BOUNDARY, COLUMNS, type EventRow, toRecorded } from "./pg-sql.js";

/** The PostgreSQL event store's reads: a stream, many streams' tails, the global order. */
export class PostgresEventReader {
  constructor(private readonly pool: pg.Pool) {}

  async readStream(streamId: string, options?: { fromVersion?: number }): Promise<RecordedEvent[]> {
    const r = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 AND stream_version >= $2 ORDER BY stream_version`,
      [streamId, options?.fromVersion ?? 1],
    );
    return r.rows.map(toRecorded);
  }

  /**
   * Many streams' events after a version each (after a snapshot; 0 for a whole stream), in one
   * round trip: profit runs load a batch of investors at once. Each
   * stream is its own probe of the (stream_id, stream_version) index: as a join, the planner
   * took a hash join over a sequential scan of `events` (every batch of a profit run read the
   * whole table: the 100,000-investor run took 50 s instead of 26).
   */
  async readStreamsAfter(after: Map<string, number>): Promise<Map<string, RecordedEvent[]>> {
    const out = new Map<string, RecordedEvent[]>([...after.keys()].map((id) => [id, []]));
    if (after.size === 0) return out;
    const r = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS}
       FROM unnest($1::text[], $2::int[]) AS a(id, version)
       CROSS JOIN LATERAL (
         SELECT * FROM events WHERE events.stream_id = a.id AND events.stream_version > a.version
         ORDER BY events.stream_version) e
       ORDER BY e.stream_id, e.stream_version`,
      [[...after.keys()], [...after.values()]],
    );
    for (const row of r.rows) out.get(row.stream_id)?.push(toRecorded(row));
    return out;
  }

  async readAll(options: { after?: Position | null; limit: number }): Promise<RecordedEvent[]> {
    const after = options.after ?? { commit: 0n, prepare: 0n };
    // Only events of transactions below the oldest appender still running: nothing can commit
    // later with a lower (transaction_id, global_position) than what this returns.
    const r = await this.pool.query<EventRow>(
      `${APPENDERS_BOUNDARY}
       SELECT ${COLUMNS} FROM events
       WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
         AND transaction_id < (SELECT xid FROM boundary)
       ORDER BY events.transaction_id, events.global_position
       LIMIT $3`,
      [after.commit.toString(), after.prepare.toString(), options.limit],
    );
    return r.rows.map(toRecorded);
  }

  /**
   * readAll's events up to `until` (see the port), read without the appenders' boundary
   * (`until` is the boundary): rows as arrays, created_at as integer milliseconds instead of a
   * timestamp text parsed by a regular expression, metadata parsed only if a reader asks for it.
   * created_at is floor(epoch ms), as pg's timestamp parser gives (it drops the microseconds);
   * data is the same jsonb parsed by pg.
   */
  async readAllUntil(options: { after?: Position | null; until: Position; limit: number }): Promise<RecordedEvent[]> {
    const from = options.after ?? { commit: 0n, prepare: 0n };
    const { until } = options;
    const r = await this.pool.query<unknown[]>({
      text: `SELECT transaction_id::text, global_position::text, stream_id, stream_version, event_id, type, data, metadata::text,
                    floor(extract(epoch FROM created_at) * 1000)::float8
             FROM events
             WHERE (events.transaction_id, events.global_position) > ($1::text::xid8, $2::bigint)
               AND (events.transaction_id, events.global_position) <= ($3::text::xid8, $4::bigint)
             ORDER BY events.transaction_id, events.global_position -- qualified: the output columns of the same names are text
             LIMIT $5`,
      values: [from.commit.toString(), from.prepare.toString(), until.commit.toString(), until.prepare.toString(), options.limit],
      rowMode: "array",
    });
    const out: RecordedEvent[] = new Array(r.rows.length);
    for (let i = 0; i < r.rows.length; i++) out[i] = new RowEvent(r.rows[i] as unknown[]);
    return out;
  }

  async headPosition(): Promise<Position | null> {
    const r = await this.pool.query<{ t: string; g: string }>(
      "SELECT transaction_id::text AS t, global_position AS g FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1",
    );
    const row = r.rows[0];
    return row ? { commit: BigInt(row.t), prepare: BigInt(row.g) } : null;
  }
}

/** A readAllUntil row as a RecordedEvent: its metadata parsed on first use. */
class RowEvent implements RecordedEvent {
  eventId: string;
  streamId: string;
  streamVersion: number;
  type: string;
  data: unknown;
  createdAt: Date;
  position: Position;
  private metadataText: string | null;
  private parsedMetadata: EventMetadata | undefined = undefined;

  constructor(row: unknown[]) {
    this.position = { commit: BigInt(row[0] as string), prepare: BigInt(row[1] as string) };
    this.streamId = row[2] as string;
    this.streamVersion = row[3] as number;
    this.eventId = row[4] as string;
    this.type = row[5] as string;
    this.data = row[6];
    this.metadataText = row[7] as string | null;
    this.createdAt = new Date(row[8] as number);
  }

  get metadata(): EventMetadata {
    if (this.parsedMetadata === undefined) {
      this.parsedMetadata = (this.metadataText === null ? {} : JSON.parse(this.metadataText)) as EventMetadata;
      this.metadataText = null;
    }
    return this.parsedMetadata;
  }
}
