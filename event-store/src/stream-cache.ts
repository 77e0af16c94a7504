import type { EventStore } from "./port.js";

/** An event as folds see it. */
export type FoldedEvent = { type: string; data: unknown };

export interface FoldedEntry<S> {
  version: number;
  state: S;
  /**
   * Events this process appended right after `version` (the append's version check passed), not
   * yet folded: the next command folds them instead of reading the stream's tail.
   */
  appended?: FoldedEvent[];
  /** The version of the stream's latest persisted snapshot of this fold, as far as this process knows (0: none). */
  snapshotVersion?: number;
}

/**
 * The folded state of recently used streams, per store and fold, with the stream version it
 * stands at: a command (handle in command-runner.ts) reads only the events after that version
 * (usually none or one), not the whole stream.
 *
 * The result is the fold of the whole stream because events are immutable and a stream only
 * grows. An entry is used and updated only under the store's in-process lock of its stream, and
 * it is taken out of the map while the tail is read and folded, so an evolve that changes the
 * state in place and fails half-way leaves no entry; decisions only read the state. Another
 * process's appends are seen by the tail read or by the append's version check. At most `max`
 * streams, the least recently used forgotten first.
 */
export class FoldedStreams<S> {
  private readonly entries = new Map<string, FoldedEntry<S>>();

  constructor(
    /** The fold the states come from: only its identity is used (one cache per fold). */
    readonly fold: object,
    private readonly max = 1_000,
  ) {}

  /** The entry, removed from the map (the caller puts it back when it is still right). */
  take(streamId: string): FoldedEntry<S> | undefined {
    const entry = this.entries.get(streamId);
    if (entry) this.entries.delete(streamId);
    return entry;
  }

  put(streamId: string, version: number, state: S, appended?: FoldedEvent[], snapshotVersion?: number): void {
    this.entries.delete(streamId);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
    const entry: FoldedEntry<S> = { version, state };
    if (appended) entry.appended = appended;
    if (snapshotVersion !== undefined) entry.snapshotVersion = snapshotVersion;
    this.entries.set(streamId, entry);
  }

  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<EventStore, WeakMap<object, FoldedStreams<unknown>>>();

/** This store's cache of `fold`'s states (one per store: a test's fresh store starts empty). */
export function foldedStreams<S>(store: EventStore, fold: object): FoldedStreams<S> {
  let perFold = caches.get(store);
  if (!perFold) {
    perFold = new WeakMap();
    caches.set(store, perFold);
  }
  let cache = perFold.get(fold) as FoldedStreams<S> | undefined;
  if (!cache) {
    cache = new FoldedStreams(fold);
    perFold.set(fold, cache as FoldedStreams<unknown>);
  }
  return cache;
}
