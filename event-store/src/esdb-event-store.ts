import {
  ANY,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  BACKWARDS,
  type CurrentStreamState,
  END,
  KurrentDBClient,
  FORWARDS,
  type JSONType,
  jsonEvent,
  NO_STREAM,
  type RecordedEvent as EsdbRecordedEvent,
  type ReadAllOptions,
  type ResolvedEvent,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from "@kurrent/kurrentdb-client";
import type { EventMetadata } from "@app/contracts";
import { ConcurrencyError, comparePositions } from "./port.js";
import type { AppendBatch, AppendOptions, AppendResult, EventStore, ExpectedVersion, NewEvent, Position, RecordedEvent } from "./port.js";
import { StreamLocks } from "./stream-locks.js";

/** How far back a stream is searched for already stored event ids before an append. */
const DEDUPE_WINDOW = 1_000n;
/** Events fetched per $all read; system events are filtered out client side. */
const ALL_PAGE = 500;

/** Our version N (events in the stream) is EventStoreDB's revision N-1; version 0 is "no stream". */
export function toExpectedRevision(expected: ExpectedVersion): AppendStreamState {
  if (expected === "any") return ANY;
  return expected === 0 ? NO_STREAM : BigInt(expected - 1);
}

function fromCurrentRevision(actual: CurrentStreamState): number {
  return actual === NO_STREAM ? 0 : Number(actual) + 1;
}

/** System events ($-prefixed types or streams: $metadata, $stats-…, projections' links) are not ours. */
export function isSystemEvent(e: { type: string; streamId: string }): boolean {
  return e.type.startsWith("$") || e.streamId.startsWith("$");
}

function toRecorded(e: EsdbRecordedEvent, position: Position): RecordedEvent {
  return {
    eventId: e.id,
    streamId: e.streamId,
    streamVersion: Number(e.revision) + 1,
    type: e.type,
    data: e.data,
    metadata: (e.isJson && e.metadata && typeof e.metadata === "object" ? e.metadata : {}) as EventMetadata,
    createdAt: e.created,
    position,
  };
}

/**
 * The EventStoreDB/KurrentDB adapter. Event ids are the store's event ids, so EventStoreDB's own
 * idempotency applies to retries at the same expected version; before each append the stream's
 * last DEDUPE_WINDOW events are also searched for the ids, so a retry at another expected
 * version (or "any") is a no-op too. Event ids are deduplicated per stream, not store-wide.
 *
 * appendMany is NOT atomic: EventStoreDB has no multi-stream transaction. The batches are
 * appended in order; when one fails the earlier ones stay written. Callers use deterministic
 * event ids, so retrying the whole appendMany completes a half-done one (the written batches
 * come back as duplicates).
 */
export class EsdbEventStore implements EventStore {
  readonly locks = new StreamLocks();

  constructor(private readonly client: KurrentDBClient) {}

  /** Accepts esdb://, esdb+discover://, kurrentdb:// and kurrentdb+discover:// URLs (esdb is the vendor's old name). */
  static connect(url: string): EsdbEventStore {
    return new EsdbEventStore(KurrentDBClient.connectionString(url.replace(/^esdb(\+discover)?:/i, "kurrentdb$1:")));
  }

  async append(streamId: string, expectedVersion: ExpectedVersion, events: NewEvent[]): Promise<AppendResult> {
    const already = await this.storedResult(streamId, events);
    if (already) return already;
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map((e) => jsonEvent({ id: e.eventId, type: e.type, data: e.data as JSONType, metadata: e.metadata ?? {} })),
        { streamState: toExpectedRevision(expectedVersion) },
      );
      const last = (await this.readStreamRaw(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1n }))[0];
      const position = last?.position ?? result.position;
      if (!position) throw new Error(`stream ${streamId}: append returned no position`);
      return { nextExpectedVersion: Number(result.nextExpectedRevision) + 1, position, duplicate: false };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      // A racing writer may have stored these very events first: that is an idempotent no-op.
      const raced = await this.storedResult(streamId, events);
      if (raced) return raced;
      throw new ConcurrencyError(streamId, expectedVersion, fromCurrentRevision(error.actualState));
    }
  }

  async appendMany(batches: AppendBatch[], options: AppendOptions = {}): Promise<AppendResult[]> {
    if (options.alongside) throw new Error("EventStoreDB cannot write other rows in an append's transaction (check `transactional`)");
    const results: AppendResult[] = [];
    for (const b of batches) results.push(await this.append(b.streamId, b.expectedVersion, b.events));
    return results;
  }

  async readStream(streamId: string, options?: { fromVersion?: number }): Promise<RecordedEvent[]> {
    const fromVersion = Math.max(options?.fromVersion ?? 1, 1);
    const events = await this.readStreamRaw(streamId, { direction: FORWARDS, fromRevision: BigInt(fromVersion - 1) });
    return events.map((e) => toRecorded(e, this.positionOf(e)));
  }

  async readAll(options: { after?: Position | null; limit: number }): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    let after = options.after ?? null;
    while (out.length < options.limit) {
      // fromPosition is inclusive: the event at `after` comes back first and is passed over.
      const page = await this.readAllRaw({ direction: FORWARDS, fromPosition: after ?? START, maxCount: ALL_PAGE });
      let moved = false;
      for (const e of page) {
        if (after && comparePositions(e.position, after) <= 0) continue;
        after = e.position;
        moved = true;
        if (isSystemEvent(e)) continue;
        out.push(toRecorded(e, e.position));
        if (out.length === options.limit) break;
      }
      if (!moved || page.length < ALL_PAGE) break;
    }
    return out;
  }

  async headPosition(): Promise<Position | null> {
    let from: Position | typeof END = END;
    for (;;) {
      const page = await this.readAllRaw({ direction: BACKWARDS, fromPosition: from, maxCount: ALL_PAGE });
      const mine = page.find((e) => !isSystemEvent(e));
      if (mine) return mine.position;
      const oldest = page.at(-1);
      if (!oldest || page.length < ALL_PAGE) return null;
      from = oldest.position;
    }
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  /** The result of the first append when every event id is already in the stream. */
  private async storedResult(streamId: string, events: NewEvent[]): Promise<AppendResult | null> {
    if (events.length === 0) return null;
    const recent = await this.readStreamRaw(streamId, {
      direction: BACKWARDS,
      fromRevision: END,
      maxCount: DEDUPE_WINDOW,
    });
    const byId = new Map(recent.map((e) => [e.id, e]));
    const found = events.filter((e) => byId.has(e.eventId));
    if (found.length === 0) return null;
    if (found.length < events.length) {
      throw new Error(`stream ${streamId}: some of the events are already stored under their ids`);
    }
    const last = byId.get((events[events.length - 1] as NewEvent).eventId) as EsdbRecordedEvent;
    return { nextExpectedVersion: Number(last.revision) + 1, position: this.positionOf(last), duplicate: true };
  }

  private positionOf(e: EsdbRecordedEvent): Position {
    if (!e.position) throw new Error(`event ${e.id}: the server returned no position`);
    return e.position;
  }

  private async readStreamRaw(
    streamId: string,
    options: { direction: typeof FORWARDS | typeof BACKWARDS; fromRevision: bigint | typeof END; maxCount?: bigint },
  ): Promise<EsdbRecordedEvent[]> {
    const out: EsdbRecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, options) as AsyncIterable<ResolvedEvent>) {
        if (resolved.event) out.push(resolved.event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return out;
  }

  private async readAllRaw(options: ReadAllOptions): Promise<(EsdbRecordedEvent & { position: Position })[]> {
    const out: (EsdbRecordedEvent & { position: Position })[] = [];
    for await (const resolved of this.client.readAll(options) as AsyncIterable<AllStreamResolvedEvent>) {
      if (resolved.event) out.push(resolved.event);
    }
    return out;
  }
}
