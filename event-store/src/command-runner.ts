import { type DomainEvent, type EventMetadata, eventSchemas } from "@app/contracts";
import { type AppendOptions, type AppendResult, ConcurrencyError, type EventStore, type NewEvent } from "./port.js";
import { newId } from "./event-ids.js";
import { type Fold, foldEvents } from "./fold.js";
import { readSnapshot, saveSnapshots, type SnapshotContext, type SnapshotFold, snapshotContextOf } from "./snapshots.js";
import { type FoldedEvent, type FoldedStreams, foldedStreams } from "./stream-cache.js";

export { type Fold, foldEvents } from "./fold.js";

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

/** A stream a command reads, with the fold that makes its state. */
export interface StreamSpec<S> {
  streamId: string;
  fold: Fold<S>;
}

/**
 * How a command loads its streams' states (every mode gives the fold of the whole stream):
 * - "tail" (the default): this process's folded state (stream-cache.ts) or, after a start, the
 *   stream's persisted snapshot (folds with an id, snapshots.ts), and the events stored since;
 * - "appended": as "tail", but a stream this process appended to last is not read again: the
 *   events it appended are folded instead. Safe because the decision is checked: a stream taken
 *   so must be appended to (the expected version then catches another process's events), and a
 *   refusal or a decision that leaves it alone is decided again with the tails read;
 * - "whole": no cache: the snapshot (if any) and the events after it, read now.
 */
export type LoadMode = "tail" | "appended" | "whole";

export interface HandleOptions {
  metadata?: EventMetadata;
  maxAttempts?: number;
  load?: LoadMode;
  /** PostgreSQL only: more rows written in the append's own transaction (see AppendOptions). */
  alongside?: AppendOptions["alongside"];
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
 * The one way decided events reach the store (the only call of `appendMany` outside the
 * adapters): each checked against its contract, then one appendMany (all streams or none).
 * Commands come through here from `handle`; batch writers that decide many streams themselves
 * (a profit run's batch, seeding) call it directly and treat a ConcurrencyError as a command
 * does: read again, decide again.
 */
export async function appendDecided(store: EventStore, appends: DecidedAppend[], options?: AppendOptions): Promise<AppendResult[]> {
  return await store.appendMany(
    appends.map((a) => ({ streamId: a.streamId, expectedVersion: a.expectedVersion, events: toNewEvents(a, a.metadata ?? {}) })),
    options,
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Events folded on top of a stream's last persisted snapshot before a command stores a new one. */
export const SNAPSHOT_EVERY = 100;

interface Loaded<S> {
  state: S;
  version: number;
  /** Folded from this process's own appended events, the stream not read. */
  unread: boolean;
  snapshotVersion: number;
}

async function loadState<S>(
  store: EventStore,
  spec: StreamSpec<S>,
  cache: FoldedStreams<S> | null,
  readTail: boolean,
  snapshots: SnapshotContext | undefined,
): Promise<Loaded<S>> {
  const cached = cache?.take(spec.streamId);
  if (cached) {
    if (!readTail && cached.appended) {
      const state = foldEvents(spec.fold, cached.appended, cached.state);
      return { state, version: cached.version + cached.appended.length, unread: true, snapshotVersion: cached.snapshotVersion ?? 0 };
    }
    const tail = await store.readStream(spec.streamId, { fromVersion: cached.version + 1 });
    const state = foldEvents(spec.fold, tail, cached.state);
    return { state, version: cached.version + tail.length, unread: false, snapshotVersion: cached.snapshotVersion ?? 0 };
  }
  const snapshot = snapshots && spec.fold.id ? await readSnapshot(snapshots, spec.fold as SnapshotFold<S>, spec.streamId) : null;
  const from = snapshot?.version ?? 0;
  const tail = await store.readStream(spec.streamId, { fromVersion: from + 1 });
  return { state: foldEvents(spec.fold, tail, snapshot?.state), version: from + tail.length, unread: false, snapshotVersion: from };
}

/**
 * Persists the state as the stream's snapshot when SNAPSHOT_EVERY events were folded since the
 * last one: `state` is the fold of exactly the stream's first `version` events. Returns the
 * snapshot version now stored.
 */
async function maybeSnapshot<S>(snapshots: SnapshotContext | undefined, spec: StreamSpec<S>, loaded: Loaded<S>): Promise<number> {
  if (!snapshots || !spec.fold.id || loaded.version - loaded.snapshotVersion < SNAPSHOT_EVERY) return loaded.snapshotVersion;
  await saveSnapshots(snapshots, spec.fold as SnapshotFold<S>, [{ streamId: spec.streamId, version: loaded.version, state: loaded.state }]);
  return loaded.version;
}

/**
 * The one command path: under this process's locks of the streams, load each stream's state
 * (`options.load`), decide, append the decisions with the versions they were decided on (one
 * appendDecided: all streams or none); on a concurrency conflict load again and decide again
 * (the decision may now be different or an error). Returns the events, the append results and
 * the states the decision was made on.
 */
export async function handle<States extends unknown[]>(
  store: EventStore,
  streams: { [K in keyof States]: StreamSpec<States[K]> },
  decide: (states: States) => StreamDecision[],
  options: HandleOptions = {},
): Promise<CommandOutcome & { states: States }> {
  return store.locks.withLocks(
    streams.map((s) => s.streamId),
    () => handleLocked(store, streams as ReadonlyArray<StreamSpec<unknown>>, decide as (states: unknown[]) => StreamDecision[], options),
  ) as Promise<CommandOutcome & { states: States }>;
}

async function handleLocked(
  store: EventStore,
  specs: ReadonlyArray<StreamSpec<unknown>>,
  decide: (states: unknown[]) => StreamDecision[],
  options: HandleOptions,
): Promise<CommandOutcome & { states: unknown[] }> {
  const maxAttempts = options.maxAttempts ?? 50;
  const load = options.load ?? "tail";
  const caches = specs.map((s) => (load === "whole" ? null : foldedStreams<unknown>(store, s.fold)));
  const snapshots = snapshotContextOf(store);
  let readTail = load !== "appended";
  for (let attempt = 1; ; attempt++) {
    const loaded = await Promise.all(specs.map((s, i) => loadState(store, s, caches[i] ?? null, readTail, snapshots)));
    for (const [i, s] of specs.entries()) {
      const l = loaded[i] as Loaded<unknown>;
      l.snapshotVersion = await maybeSnapshot(snapshots, s, l);
      // Right for its version whatever is decided (decisions only read the state): kept for the next command.
      caches[i]?.put(s.streamId, l.version, l.state, undefined, l.snapshotVersion);
    }
    const states = loaded.map((l) => l.state);
    const unread = loaded.some((l) => l.unread);
    let decisions: StreamDecision[];
    try {
      decisions = decide(states).filter((d) => d.events.length > 0);
    } catch (error) {
      if (!unread) throw error;
      readTail = true; // refused on events this process knows of: decided again with the tails read
      attempt--;
      continue;
    }
    const appendedTo = new Set(decisions.map((d) => d.streamId));
    if (loaded.some((l, i) => l.unread && !appendedTo.has(specs[i]?.streamId ?? ""))) {
      // A stream not read was only looked at: its state may miss another process's events.
      readTail = true;
      attempt--;
      continue;
    }
    if (decisions.length === 0) return { events: [], results: [], states };
    const metadata = options.metadata ?? {};
    const versionOf = (streamId: string) => loaded[specs.findIndex((s) => s.streamId === streamId)]?.version ?? 0;
    try {
      const results = await appendDecided(
        store,
        decisions.map((d) => ({ ...d, expectedVersion: versionOf(d.streamId), metadata })),
        { locked: true, ...(options.alongside ? { alongside: options.alongside } : {}) },
      );
      keepAppended(specs, caches, loaded, decisions, results);
      return { events: decisions.flatMap((d) => d.events), results, states };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= maxAttempts) throw error;
      // Another writer: the streams are read again (a stale entry can never persist).
      for (const [i, s] of specs.entries()) caches[i]?.take(s.streamId);
      readTail = true;
      // Jittered backoff keeps racing writers from retrying in lockstep.
      await sleep(Math.random() * Math.min(50, 2 * attempt));
    }
  }
}

/**
 * After an append that passed each stream's version check, the events appended are kept with
 * the state they were decided on: the next command in "appended" mode folds them instead of
 * reading the stream. The events kept are the stored data through JSON, as the stream would
 * give them back.
 */
function keepAppended(
  specs: ReadonlyArray<StreamSpec<unknown>>,
  caches: Array<FoldedStreams<unknown> | null>,
  loaded: Array<Loaded<unknown>>,
  decisions: StreamDecision[],
  results: AppendResult[],
): void {
  decisions.forEach((d, j) => {
    const i = specs.findIndex((s) => s.streamId === d.streamId);
    const l = loaded[i];
    const result = results[j];
    const cache = caches[i];
    if (!cache || !l || !result || result.duplicate || result.nextExpectedVersion !== l.version + d.events.length) return;
    const appended: FoldedEvent[] = d.events.map((e) => ({
      type: e.type,
      data: JSON.parse(JSON.stringify(eventSchemas[e.type].parse(e.data))) as unknown,
    }));
    cache.put(d.streamId, l.version, l.state, appended, l.snapshotVersion);
  });
}

/** handle for several streams with the states loaded from the cache and the tails read. */
export async function runCommand<States extends unknown[]>(
  store: EventStore,
  streams: { [K in keyof States]: StreamSpec<States[K]> },
  decide: (states: States) => StreamDecision[],
  options: HandleOptions = {},
): Promise<CommandOutcome> {
  const { events, results } = await handle<States>(store, streams, decide, options);
  return { events, results };
}

/**
 * handle for the common case: one stream, one fold. With `cache`, the "appended" load: a command
 * after this process's own append on the stream reads nothing before deciding.
 */
export async function runStreamCommand<S>(
  store: EventStore,
  streamId: string,
  fold: Fold<S>,
  decide: (state: S) => DomainEvent[],
  options: { metadata?: EventMetadata; eventIds?: string[]; maxAttempts?: number; cache?: boolean } = {},
): Promise<CommandOutcome & { state: S }> {
  const { cache, eventIds, ...rest } = options;
  const outcome = await handle<[S]>(
    store,
    [{ streamId, fold }],
    ([state]) => [{ streamId, events: decide(state), ...(eventIds ? { eventIds } : {}) }],
    { ...rest, load: cache ? "appended" : "tail" },
  );
  return { events: outcome.events, results: outcome.results, state: outcome.states[0] };
}

/**
 * A stream's current state through this process's fold cache (and snapshots), as a command
 * would decide on it, with nothing appended: reads only the events stored since this process
 * last folded the stream (a check before a command, e.g. four eyes' checkAction). Under the
 * stream's lock, like commands.
 */
export async function readFolded<S>(store: EventStore, streamId: string, fold: Fold<S>): Promise<S> {
  const outcome = await handle<[S]>(store, [{ streamId, fold }], () => []);
  return outcome.states[0];
}

export function lastPosition(outcome: CommandOutcome) {
  return outcome.results.at(-1)?.position ?? null;
}
