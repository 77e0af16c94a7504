import { type DomainEvent, type EventMetadata, eventSchemas } from "@app/contracts";
import { type AppendOptions, type AppendResult, ConcurrencyError, type EventStore, type NewEvent, type RecordedEvent } from "./port.js";
import { newId } from "./event-ids.js";
import { type FoldedEvent, foldedStreams } from "./stream-cache.js";

export interface Fold<S> {
  initial: () => S;
  evolve: (state: S, event: DomainEvent) => S;
}

/** The state after `events`, folded on `from` (a snapshot) or on the fold's initial state. */
export function foldEvents<S>(fold: Fold<S>, events: RecordedEvent[], from?: S): S {
  let state = from ?? fold.initial();
  for (const e of events) state = fold.evolve(state, { type: e.type, data: e.data } as DomainEvent);
  return state;
}

export interface StreamDecision {
  streamId: string;
  events: DomainEvent[];
  /** Deterministic ids for retry-safe writers (profit runs); random otherwise. */
  eventIds?: string[];
}

export interface CommandOutcome {
  events: DomainEvent[];
  results: AppendResult[];
}

function toNewEvents(decision: StreamDecision, metadata: EventMetadata): NewEvent[] {
  return decision.events.map((event, i) => {
    // Every event is checked against its contract before it is stored.
    const data = eventSchemas[event.type].parse(event.data);
    return { eventId: decision.eventIds?.[i] ?? newId(), type: event.type, data, metadata };
  });
}

/** Decided events of one stream, appended at the version their decision was made on. */
export interface DecidedAppend extends StreamDecision {
  expectedVersion: number;
  metadata?: EventMetadata;
}

/**
 * The one way decided events reach the store: each checked against its contract, then one
 * appendMany (all streams or none). Commands come through here after their decision; batch
 * writers that decide many streams themselves (a profit run's batch, seeding) call it directly
 * and treat a ConcurrencyError as a command does: read again, decide again.
 */
export async function appendDecided(store: EventStore, appends: DecidedAppend[], options?: AppendOptions): Promise<AppendResult[]> {
  return await store.appendMany(
    appends.map((a) => ({ streamId: a.streamId, expectedVersion: a.expectedVersion, events: toNewEvents(a, a.metadata ?? {}) })),
    options,
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Load the streams, fold them, decide, append with the expected versions; on a concurrency
 * conflict load again and decide again (the decision may now be different or an error).
 */
export async function runCommand<States extends unknown[]>(
  store: EventStore,
  streams: { [K in keyof States]: { streamId: string; fold: Fold<States[K]> } },
  decide: (states: States) => StreamDecision[],
  options: { metadata?: EventMetadata; maxAttempts?: number; alongside?: AppendOptions["alongside"] } = {},
): Promise<CommandOutcome> {
  return store.locks.withLocks(
    streams.map((s) => s.streamId),
    () => decideAndAppend(store, streams, decide, options),
  );
}

async function decideAndAppend<States extends unknown[]>(
  store: EventStore,
  streams: { [K in keyof States]: { streamId: string; fold: Fold<States[K]> } },
  decide: (states: States) => StreamDecision[],
  options: { metadata?: EventMetadata; maxAttempts?: number; alongside?: AppendOptions["alongside"] },
): Promise<CommandOutcome> {
  const maxAttempts = options.maxAttempts ?? 50;
  const caches = streams.map((s) => foldedStreams<unknown>(store, s.fold));
  for (let attempt = 1; ; attempt++) {
    // Each stream's folded state as this process last saw it, and the events stored since: a
    // command reads a stream's tail, not its whole history (which only grows: the offering,
    // the settings, an admin's allowance). The tail is always read, so the state is current.
    const cached = streams.map((s, i) => caches[i]?.take(s.streamId));
    const tails = await Promise.all(streams.map((s, i) => store.readStream(s.streamId, { fromVersion: (cached[i]?.version ?? 0) + 1 })));
    const states = streams.map((s, i) => foldEvents(s.fold, tails[i] ?? [], cached[i]?.state)) as States;
    const versions = new Map(streams.map((s, i) => [s.streamId, (cached[i]?.version ?? 0) + (tails[i]?.length ?? 0)]));
    streams.forEach((s, i) => {
      caches[i]?.put(s.streamId, versions.get(s.streamId) ?? 0, states[i]);
    });
    const decisions = decide(states).filter((d) => d.events.length > 0);
    if (decisions.length === 0) return { events: [], results: [] };
    try {
      const results = await appendDecided(
        store,
        decisions.map((d) => ({ ...d, expectedVersion: versions.get(d.streamId) ?? 0, metadata: options.metadata ?? {} })),
        { locked: true, ...(options.alongside ? { alongside: options.alongside } : {}) },
      );
      return { events: decisions.flatMap((d) => d.events), results };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= maxAttempts) throw error;
      // Another writer: the streams are read whole again (a stale entry can never persist).
      streams.forEach((s, i) => {
        caches[i]?.take(s.streamId);
      });
      // Jittered backoff keeps racing writers from retrying in lockstep.
      await sleep(Math.random() * Math.min(50, 2 * attempt));
    }
  }
}

/**
 * The common case: one stream, one fold. With `cache`, the stream's folded state is kept
 * between commands of this process (stream-cache.ts), so a command reads only the events
 * appended since; same lock, same contract checks, same retry on a conflict.
 */
export async function runStreamCommand<S>(
  store: EventStore,
  streamId: string,
  fold: Fold<S>,
  decide: (state: S) => DomainEvent[],
  options: { metadata?: EventMetadata; eventIds?: string[]; maxAttempts?: number; cache?: boolean } = {},
): Promise<CommandOutcome & { state: S }> {
  if (options.cache) return await runCachedStreamCommand(store, streamId, fold, decide, options);
  let decidedState: S = fold.initial();
  const outcome = await runCommand<[S]>(
    store,
    [{ streamId, fold }],
    ([state]) => {
      decidedState = state;
      return [{ streamId, events: decide(state), ...(options.eventIds ? { eventIds: options.eventIds } : {}) }];
    },
    options,
  );
  return { ...outcome, state: decidedState };
}

/**
 * runStreamCommand over the stream cache. The state cached is the one the decision was made on,
 * with the events appended; the next command folds those instead of reading the stream's tail.
 * What it decides on may then miss another process's events:
 *   - events to append: the append expects the version the state stands at, so another
 *     process's event makes it a conflict, and the retry reads the whole stream;
 *   - a refusal or nothing to do: decided again on the stream's tail, read (a credit another
 *     process appended may make the request valid).
 * The events kept are the stored data through JSON, as the stream would give them back.
 */
async function runCachedStreamCommand<S>(
  store: EventStore,
  streamId: string,
  fold: Fold<S>,
  decide: (state: S) => DomainEvent[],
  options: { metadata?: EventMetadata; eventIds?: string[]; maxAttempts?: number },
): Promise<CommandOutcome & { state: S }> {
  const cache = foldedStreams<S>(store, fold);
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
      const stored = toNewEvents({ streamId, events, ...(options.eventIds ? { eventIds: options.eventIds } : {}) }, options.metadata ?? {});
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

/**
 * A stream's current state through this process's fold cache, as a command would decide on it,
 * with nothing appended: reads only the events stored since this process last folded the stream
 * (a check before a command, e.g. four eyes' checkAction). Under the stream's lock, like commands.
 */
export async function readFolded<S>(store: EventStore, streamId: string, fold: Fold<S>): Promise<S> {
  const cache = foldedStreams<S>(store, fold);
  return store.locks.withLocks([streamId], async () => {
    const cached = cache.take(streamId);
    const tail = await store.readStream(streamId, { fromVersion: (cached?.version ?? 0) + 1 });
    const state = foldEvents(fold, tail, cached?.state);
    cache.put(streamId, (cached?.version ?? 0) + tail.length, state);
    return state;
  });
}

export function lastPosition(outcome: CommandOutcome) {
  return outcome.results.at(-1)?.position ?? null;
}
