import type { DomainEvent, EventMetadata } from "@app/contracts";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { Position } from "@app/event-store/port";

/** An event as a projection sees it: the domain event plus where and when it was stored. */
export interface ProjectedEvent {
  event: DomainEvent;
  eventId: string;
  streamId: string;
  streamVersion: number;
  position: Position;
  createdAt: Date;
  metadata: EventMetadata;
  /** Filled by eventTexts. */
  texts?: EventTexts;
  /**
   * Filled by the investors projection, which every batch applies before the notifications one:
   * the profit and reward balances (exact cents) of each investor this event changed, after it.
   * Other read models use it instead of following those balances themselves.
   */
  balancesAfter?: Map<string, { profit: string; reward: string }>;
}

/**
 * A read model: its tables' DDL (unqualified: they land in the handle's read schema), and a
 * batch apply run inside the runner's transaction together with the checkpoint.
 */
export interface Projection {
  name: string;
  /** Tables compared by the replay checksum. */
  tables: string[];
  ddl: string[];
  /**
   * `memory`, when given, is this runner's own store for the projection between its batches
   * (rows it loaded or wrote, by key). The runner empties it whenever it could differ from the
   * read model: a batch that did not commit (its changes to remembered rows are void), or a
   * checkpoint this runner did not write last (another runner applied batches meanwhile).
   * A read model is a function of the events up to its checkpoint, so what the runner
   * remembers at the checkpoint it committed is what the tables hold.
   */
  apply(trx: Kysely<Database>, events: ProjectedEvent[], memory?: Map<string, unknown>): Promise<void>;
  /**
   * Optional bulk path for a rebuild from event 0 into an empty schema (runner/rebuild.ts).
   * Without it a rebuild uses `apply`, batch by batch.
   */
  rebuild?: RebuildSupport;
  /**
   * The projection whose per-batch results this one reads from the events (ProjectedEvent's
   * balancesAfter): a rebuild applies this one after it, on its connection.
   */
  after?: string;
}

export interface RebuildSupport {
  /**
   * Tables the loader only ever appends to (COPY): their table-level PRIMARY KEY is added after
   * the load, like the secondary indexes, instead of being maintained row by row.
   */
  keysAfterLoad?: string[];
  /** A fresh loader for one rebuild. */
  loader(options: RebuildOptions): RebuildLoader;
}

export interface RebuildOptions {
  /** How many aggregate rows (an investor, an account) a loader may hold before writing them out. */
  maxCachedRows: number;
}

/**
 * Applies batches in global order, keeping aggregates in memory across batches. The read model
 * is complete only after `finish`: a rebuild that fails is thrown away, never resumed.
 */
export interface RebuildLoader {
  apply(trx: Kysely<Database>, events: ProjectedEvent[]): Promise<void>;
  finish(trx: Kysely<Database>): Promise<void>;
}

export interface EventTexts {
  commit: string;
  position: string;
  /** createdAt as ISO 8601. */
  at: string;
}

/** The last commit's position and time as text: the events of one commit share both. */
let lastCommit: { commit: bigint; text: string; ms: number; at: string } | null = null;

/** The event's position and time as text, formatted once however many projections write them. */
export function eventTexts(e: ProjectedEvent): EventTexts {
  if (e.texts) return e.texts;
  const ms = e.createdAt.getTime();
  if (lastCommit?.commit !== e.position.commit || lastCommit.ms !== ms)
    lastCommit = { commit: e.position.commit, text: e.position.commit.toString(), ms, at: e.createdAt.toISOString() };
  e.texts = { commit: lastCommit.text, position: e.position.prepare.toString(), at: lastCommit.at };
  return e.texts;
}
