import type pg from "pg";
import type { EventStore } from "./port.js";
import { PostgresEventStore } from "./postgres-event-store.js";

export * from "./port.js";
export { type HeldAppend, PostgresEventStore } from "./postgres-event-store.js";

/** esdb://, esdb+discover://, kurrentdb:// and kurrentdb+discover:// select EventStoreDB. */
export function isEventStoreDbUrl(url: string | undefined): url is string {
  return url !== undefined && /^(esdb|kurrentdb)(\+discover)?:\/\//i.test(url.trim());
}

/**
 * The event store for this process: EventStoreDB when `eventStoreUrl` is an EventStoreDB URL,
 * otherwise PostgreSQL (the default) on the given pool. The EventStoreDB client (gRPC and a
 * native bridge) is loaded only when it is the one chosen: every other process starts without it.
 */
export async function createEventStore(options: { eventStoreUrl?: string; pool: pg.Pool }): Promise<EventStore> {
  if (isEventStoreDbUrl(options.eventStoreUrl)) {
    const { EsdbEventStore } = await import("./esdb-event-store.js");
    return EsdbEventStore.connect(options.eventStoreUrl.trim());
  }
  return new PostgresEventStore(options.pool);
}
