import type pg from "pg";
import { EsdbEventStore } from "./esdb-event-store.js";
import type { EventStore } from "./port.js";
import { PostgresEventStore } from "./postgres-event-store.js";

export * from "./port.js";
export { EsdbEventStore, isSystemEvent, toExpectedRevision } from "./esdb-event-store.js";
export { type HeldAppend, PostgresEventStore } from "./postgres-event-store.js";

/** esdb://, esdb+discover://, kurrentdb:// and kurrentdb+discover:// select EventStoreDB. */
export function isEventStoreDbUrl(url: string | undefined): url is string {
  return url !== undefined && /^(esdb|kurrentdb)(\+discover)?:\/\//i.test(url.trim());
}

/**
 * The event store for this process: EventStoreDB when `eventStoreUrl` is an EventStoreDB URL,
 * otherwise PostgreSQL (the default) on the given pool.
 */
export function createEventStore(options: { eventStoreUrl?: string; pool: pg.Pool }): EventStore {
  if (isEventStoreDbUrl(options.eventStoreUrl)) return EsdbEventStore.connect(options.eventStoreUrl.trim());
  return new PostgresEventStore(options.pool);
}
