import { type DomainEvent, type EventMetadata, eventSchemas } from "@app/contracts";
import { type CommandOutcome, type Fold, foldEvents } from "@app/event-store/command-runner";
import { newId } from "@app/event-store/event-ids";
import { ConcurrencyError, type EventStore, type RecordedEvent } from "@app/event-store/port";

/**
 * The folded state of recently used streams, per store and fold, with the stream version it
 * stands at: a command on such a stream reads only the events after that version (usually none
 * or one), not the whole stream: a withdrawal request need not read and parse the investor's
 * whole history (that was its dearest statement; docs/benchmarks.md).
 *
 * Why the result is the same as folding the whole stream: events are immutable and a stream
 * only grows, so the fold of its first v events, with the events after v folded on top, is the
 * fold of all of them. An entry is only used and updated under the store's in-process lock of
 * its stream (the same lock the command runner takes), and it is taken out of the map while the
 * tail is read and folded, so an evolve that changes the state in place (the paid-wallets fold)
 * and fails half-way leaves no entry; decisions only read the state.
 * Another process appending to the stream is seen by the tail read (or by the append's version
 * check, whose conflict drops the entry and reads the whole stream again). At most `max`
 * streams, the least recently used forgotten first.
 */
/** An event as folds see it. */
type FoldedEvent = { type: string; data: unknown };

export interface FoldedEntry<S> {
  version: number;
  state: S;
  /**
   * Events this process appended right after `version` (the append's version check passed), not
   * yet folded: the next command folds them instead of reading the stream's tail.
   */
  appended?: FoldedEvent[];
}

export class FoldedStreams<S> {
  private readonly entries = new Map<string, FoldedEntry<S>>();

  constructor(
    readonly fold: Fold<S>,
    private readonly max = 1_000,
  ) {}

  /** The entry, removed from the map (the caller puts it back when it is still right). */
  take(streamId: string): FoldedEntry<S> | undefined {
    const entry = this.entries.get(streamId);
    if (entry) this.entries.delete(streamId);
    return entry;
  }

  put(streamId: string, version: number, state: S, appended?: FoldedEvent[]): void {
    this.entries.delete(streamId);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(streamId, appended ? { version, state, appended } : { version, state });
  }

  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<EventStore, WeakMap<Fold<unknown>, FoldedStreams<unknown>>>();

/** This store's cache of `fold`'s states (one per store: a test's fresh store starts empty). */
export function foldedStreams<S>(store: EventStore, fold: Fold<S>): FoldedStreams<S> {
  let perFold = caches.get(store);
  if (!perFold) {
    perFold = new WeakMap();
    caches.set(store, perFold);
  }
  let cache = perFold.get(fold as Fold<unknown>) as FoldedStreams<S> | undefined;
  if (!cache) {
    cache = new FoldedStreams(fold);
    perFold.set(fold as Fold<unknown>, cache as FoldedStreams<unknown>);
  }
  return cache;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * runStreamCommand (event-store/command-runner) over a cached fold: same lock, same decision
 * on the same state, same append with the expected version, same retry on a conflict (after a
 * jittered backoff, at most 50 attempts), and every event checked against its contract before
 * it is stored. The state cached is the one the decision was made on (before the append), with
 * the events appended; the next command folds those instead of reading the stream's tail (one
 * statement per command fewer). What it decides on may then miss another process's events:
 *   - events to append: the append expects the version the state stands at, so another
 *     process's event makes it a conflict, and the retry reads the whole stream;
 *   - a refusal or nothing to do: decided again on the stream's tail, read (a credit another
 *     process appended may make the request valid).
 * The events kept are the stored data through JSON, as the stream would give them back.
 */
export async function runCachedStreamCommand<S>(
  store: EventStore,
  streamId: string,
  fold: Fold<S>,
  decide: (state: S) => DomainEvent[],
  options: { metadata?: EventMetadata; maxAttempts?: number } = {},
): Promise<CommandOutcome & { state: S }> {
  const cache = foldedStreams(store, fold);
  const maxAttempts = options.maxAttempts ?? 50;
  return store.locks.withLocks([streamId], async () => {
    let readTail = false;
    for (let attempt = 1; ; attempt++) {
      const cached = cache.take(streamId);
      const from = cached?.version ?? 0;
      const unread = !readTail && cached?.appended !== undefined;
      const tail: FoldedEvent[] =
        unread && cached?.appended ? cached.appended : await store.readStream(streamId, { fromVersion: from + 1 });
      const state = foldEvents(fold, tail as RecordedEvent[], cached?.state);
      const version = from + tail.length;
      // Right for `version` whatever is decided (decisions only read the state): kept for the next command.
      cache.put(streamId, version, state);
      let events: DomainEvent[];
      try {
        events = decide(state);
      } catch (error) {
        if (!unread) throw error;
        readTail = true; // refused on events this process knows of: decided again with the tail read
        attempt--;
        continue;
      }
      if (events.length === 0) {
        if (!unread) return { events: [], results: [], state };
        readTail = true;
        attempt--;
        continue;
      }
      const metadata = options.metadata ?? {};
      const stored = events.map((event) => ({
        eventId: newId(),
        type: event.type,
        data: eventSchemas[event.type].parse(event.data),
        metadata,
      }));
      try {
        const results = await store.appendMany([{ streamId, expectedVersion: version, events: stored }], { locked: true });
        const result = results[0];
        if (result && !result.duplicate && result.nextExpectedVersion === version + stored.length) {
          const appended = stored.map((e) => ({ type: e.type, data: JSON.parse(JSON.stringify(e.data)) as unknown }));
          cache.put(streamId, version, state, appended);
        }
        return { events, results, state };
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= maxAttempts) throw error;
        // Another writer: the whole stream is read again (a stale entry can never persist).
        cache.take(streamId);
        await sleep(Math.random() * Math.min(50, 2 * attempt));
      }
    }
  });
}
