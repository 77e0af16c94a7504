import type { DomainEvent, EventMetadata } from "@app/contracts";
import type { EventStore, Position, RecordedEvent } from "@app/event-store/port";
import type { EventTexts, ProjectedEvent } from "./projection.js";

/**
 * A rebuild's pages of events up to `until`, a position every event at or below which is
 * committed and visible (a live runner's checkpoint), through the store's port: its bulk read
 * (EventStore.readAllUntil: PostgreSQL's skips the appenders' boundary, reads rows as arrays and
 * parses metadata only if a projection reads it) when it has one, else readAll (EventStoreDB),
 * whose pages past `until` the caller drops.
 */
export function storeEventPages(store: EventStore, until: Position): (after: Position | null, limit: number) => Promise<ProjectedEvent[]> {
  if (!store.readAllUntil) return async (after, limit) => (await store.readAll({ after, limit })).map((e) => new FromRecorded(e));
  const readAllUntil = store.readAllUntil.bind(store);
  return async (after, limit) => {
    const page = await readAllUntil({ after, until, limit });
    const out: ProjectedEvent[] = new Array(page.length);
    for (let i = 0; i < page.length; i++) out[i] = new FromRecorded(page[i] as RecordedEvent);
    return out;
  };
}

/** A recorded event as a projection sees it; its metadata read from it only on use (it may be parsed then). */
class FromRecorded implements ProjectedEvent {
  event: DomainEvent;
  eventId: string;
  streamId: string;
  streamVersion: number;
  position: Position;
  createdAt: Date;
  texts?: EventTexts = undefined;
  balancesAfter?: Map<string, { profit: string; reward: string }> = undefined;

  constructor(private readonly recorded: RecordedEvent) {
    this.event = { type: recorded.type, data: recorded.data } as DomainEvent;
    this.eventId = recorded.eventId;
    this.streamId = recorded.streamId;
    this.streamVersion = recorded.streamVersion;
    this.position = recorded.position;
    this.createdAt = recorded.createdAt;
  }

  get metadata(): EventMetadata {
    return this.recorded.metadata;
  }
}
