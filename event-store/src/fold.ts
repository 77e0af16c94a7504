import type { DomainEvent } from "@app/contracts";

/** How a stream's events make its state. */
export interface Fold<S> {
  initial: () => S;
  evolve: (state: S, event: DomainEvent) => S;
  /**
   * The name its persisted snapshots are stored under (state-codec.ts foldId): with one, and a
   * store that has snapshots (useSnapshots), a command's first read of the stream after a start
   * folds from the latest snapshot instead of version 0.
   */
  id?: string;
}

/** The state after `events`, folded on `from` (a snapshot) or on the fold's initial state. */
export function foldEvents<S>(fold: Fold<S>, events: ReadonlyArray<{ type: string; data: unknown }>, from?: S): S {
  let state = from ?? fold.initial();
  for (const e of events) state = fold.evolve(state, { type: e.type, data: e.data } as DomainEvent);
  return state;
}
