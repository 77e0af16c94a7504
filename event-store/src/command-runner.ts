import { type DomainEvent, type EventMetadata, eventSchemas } from "@app/contracts";
import { type AppendResult, ConcurrencyError, type EventStore, type NewEvent, type RecordedEvent } from "./port.js";
import { newId } from "./event-ids.js";

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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Load the streams, fold them, decide, append with the expected versions; on a concurrency
 * conflict load again and decide again (the decision may now be different or an error).
 */
export async function runCommand<States extends unknown[]>(
  store: EventStore,
  streams: { [K in keyof States]: { streamId: string; fold: Fold<States[K]> } },
  decide: (states: States) => StreamDecision[],
  options: { metadata?: EventMetadata; maxAttempts?: number } = {},
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
  options: { metadata?: EventMetadata; maxAttempts?: number },
): Promise<CommandOutcome> {
  const maxAttempts = options.maxAttempts ?? 50;
  for (let attempt = 1; ; attempt++) {
    const loaded = await Promise.all(streams.map((s) => store.readStream(s.streamId)));
    const states = streams.map((s, i) => foldEvents(s.fold, loaded[i] ?? [])) as States;
    const versions = new Map(streams.map((s, i) => [s.streamId, loaded[i]?.length ?? 0]));
    const decisions = decide(states).filter((d) => d.events.length > 0);
    if (decisions.length === 0) return { events: [], results: [] };
    try {
      const results = await store.appendMany(
        decisions.map((d) => ({
          streamId: d.streamId,
          expectedVersion: versions.get(d.streamId) ?? 0,
          events: toNewEvents(d, options.metadata ?? {}),
        })),
        { locked: true },
      );
      return { events: decisions.flatMap((d) => d.events), results };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= maxAttempts) throw error;
      // Jittered backoff keeps racing writers from retrying in lockstep.
      await sleep(Math.random() * Math.min(50, 2 * attempt));
    }
  }
}

/** The common case: one stream, one fold. */
export async function runStreamCommand<S>(
  store: EventStore,
  streamId: string,
  fold: Fold<S>,
  decide: (state: S) => DomainEvent[],
  options: { metadata?: EventMetadata; eventIds?: string[] } = {},
): Promise<CommandOutcome & { state: S }> {
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

export function lastPosition(outcome: CommandOutcome) {
  return outcome.results.at(-1)?.position ?? null;
}
