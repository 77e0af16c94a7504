import type { EventStore, Position } from "@app/event-store/port";
import type { ProjectedEvent } from "./projection.js";
import { toProjected } from "./projection-runner.js";

/**
 * A rebuild's pages of events up to `until`, a position every event at or below which is
 * committed and visible (a live runner's checkpoint), through the store's port: its bulk read
 * (EventStore.readAllUntil: PostgreSQL's skips the appenders' boundary, reads rows as arrays and
 * parses metadata only if a projection reads it) when it has one, else readAll (EventStoreDB),
 * whose pages past `until` the caller drops.
 */
export function storeEventPages(store: EventStore, until: Position): (after: Position | null, limit: number) => Promise<ProjectedEvent[]> {
  const readAllUntil = store.readAllUntil?.bind(store);
  if (!readAllUntil) return async (after, limit) => (await store.readAll({ after, limit })).map(toProjected);
  return async (after, limit) => (await readAllUntil({ after, until, limit })).map(toProjected);
}
