import type { DomainEvent, EventMetadata } from "@app/contracts";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { clientKysely } from "./copy-rows.js";
import type { DatabaseHandle } from "../db/database.js";
import { onPooledClient } from "../db/pooled-client.js";
import { comparePositions, type EventStore, type Position, type RecordedEvent } from "@app/event-store/port";
import type { EventTexts, Projection, ProjectedEvent } from "./projection.js";
import { type Lease, LeaseLostError } from "./runner-lease.js";

export interface RunnerOptions {
  store: EventStore;
  handle: DatabaseHandle;
  projections: Projection[];
  batchSize?: number;
  idlePollMs?: number;
  /** Called after each committed batch (in-process read-your-writes, progress output). */
  onAdvance?: (position: Position, applied: number) => void;
  /** Called when the running loop found no event left to apply. */
  onCaughtUp?: () => void;
  /** Test hook: runs inside the batch transaction before the checkpoint moves. */
  beforeCheckpoint?: (events: ProjectedEvent[]) => Promise<void> | void;
  onError?: (error: unknown) => void;
  /**
   * Several runners on one schema, one active: the loop applies batches only while this lease is
   * held, and each batch commits only if it still is (its fencing token checked in the batch's
   * transaction).
   */
  lease?: Lease;
}

/** Time spent per projection when PROFILE_PROJECTIONS is set (benchmarks). */
export const timings = new Map<string, number>();

const ZERO: Position = { commit: 0n, prepare: 0n };

/** A recorded event as the projections see it; its metadata read from it only on use (a store may parse it then). */
class RecordedProjection implements ProjectedEvent {
  event: DomainEvent;
  eventId: string;
  streamId: string;
  streamVersion: number;
  position: Position;
  createdAt: Date;
  texts?: EventTexts = undefined;
  balancesAfter?: ProjectedEvent["balancesAfter"] = undefined;

  constructor(private readonly recorded: RecordedEvent) {
    this.event = { type: recorded.type, data: recorded.data } as DomainEvent;
    this.eventId = recorded.eventId;
    this.streamId = recorded.streamId;
    this.streamVersion = recorded.streamVersion;
    this.position = recorded.position;
    this.createdAt = recorded.createdAt;
  }

  get metadata(): EventMetadata {
    return this.recorded.metadata;
  }
}

export function toProjected(e: RecordedEvent): ProjectedEvent {
  return new RecordedProjection(e);
}

/**
 * Reads all events in global order and applies them to every read model. Each batch and its
 * checkpoint commit in one transaction: after a crash the runner resumes from the checkpoint
 * and applies nothing twice. Two runners on one schema serialize on the checkpoint row; with a
 * lease, only its holder applies batches and the other stands by.
 */
export class ProjectionRunner {
  private stopped = true;
  /** Each projection's memory between batches (Projection.apply), valid at `committed`. */
  private readonly memories = new Map<string, Map<string, unknown>>();
  /** The checkpoint this runner's last batch committed; null: none, or its memories are void. */
  private committed: Position | null = null;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;

  constructor(private readonly options: RunnerOptions) {
    const names = options.projections.map((p) => p.name);
    for (const [i, p] of options.projections.entries())
      if (p.after && !names.slice(0, i).includes(p.after)) throw new Error(`projection ${p.name} must come after ${p.after}`);
  }

  async checkpoint(): Promise<Position> {
    const r = await sql<{ c: string; p: string }>`SELECT commit_pos AS c, prepare_pos AS p FROM rm_checkpoint WHERE id = 1`.execute(
      this.options.handle.db,
    );
    const row = r.rows[0];
    return row ? { commit: BigInt(row.c), prepare: BigInt(row.p) } : ZERO;
  }

  /** Applies one batch; returns how many events it applied (0 when caught up, or at `until`). */
  async runOnce(until?: Position): Promise<number> {
    const { projections } = this.options;
    const after = await this.checkpoint();
    const readStarted = performance.now();
    let recorded = await this.read(after);
    if (process.env.PROFILE_PROJECTIONS)
      timings.set("(read events)", (timings.get("(read events)") ?? 0) + performance.now() - readStarted);
    const lastRead = recorded[recorded.length - 1];
    // Read the next page while this one is applied: a page stays valid (nothing can commit
    // below what readAll returned), and it is used only if the checkpoint lands where it starts.
    if (lastRead && recorded.length === (this.options.batchSize ?? 1000)) this.prefetch(lastRead.position);
    if (until) recorded = recorded.filter((e) => comparePositions(e.position, until) <= 0);
    if (recorded.length === 0) return 0;
    const events = recorded.map(toProjected);
    const last = (events[events.length - 1] as ProjectedEvent).position;
    const applied = await this.inBatchTransaction(async (trx) => {
      const locked = await sql<{
        c: string;
        p: string;
      }>`SELECT commit_pos AS c, prepare_pos AS p FROM rm_checkpoint WHERE id = 1 FOR UPDATE`.execute(trx);
      const row = locked.rows[0];
      // Another runner moved the checkpoint meanwhile: drop this batch and read again.
      if (!row || BigInt(row.c) !== after.commit || BigInt(row.p) !== after.prepare) return 0;
      // Remembered rows are what this runner committed: void if anyone else moved the checkpoint.
      if (this.committed === null || comparePositions(this.committed, after) !== 0) this.forget();
      // Safe without waiting for the WAL flush: the batch and its checkpoint commit together, so
      // a crash can only lose both, and the runner applies that batch again.
      await sql`SET LOCAL synchronous_commit = off`.execute(trx);
      for (const projection of projections) {
        const t0 = performance.now();
        await projection.apply(trx, events, this.memory(projection.name));
        if (process.env.PROFILE_PROJECTIONS) timings.set(projection.name, (timings.get(projection.name) ?? 0) + performance.now() - t0);
      }
      await this.options.beforeCheckpoint?.(events);
      await this.options.lease?.fence(trx);
      await sql`UPDATE rm_checkpoint SET commit_pos = ${last.commit.toString()}, prepare_pos = ${last.prepare.toString()},
                events_applied = events_applied + ${events.length}, updated_at = now() WHERE id = 1`.execute(trx);
      return events.length;
    }).catch((error: unknown) => {
      // The projections may have changed remembered rows for a batch that did not commit.
      this.forget();
      throw error;
    });
    if (applied > 0) {
      this.committed = last;
      this.options.onAdvance?.(last, applied);
    }
    return applied;
  }

  private memory(name: string): Map<string, unknown> {
    let m = this.memories.get(name);
    if (!m) {
      m = new Map();
      this.memories.set(name, m);
    }
    return m;
  }

  private forget(): void {
    this.committed = null;
    for (const m of this.memories.values()) m.clear();
  }

  /**
   * One transaction on one pooled client, seen by the projections as a Kysely instance bound to
   * that client (so they can also COPY through it, see copy-rows.ts).
   */
  private async inBatchTransaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return await onPooledClient(this.options.handle.pool, async (client) => {
      await client.query("BEGIN");
      const result = await work(clientKysely(client));
      await client.query("COMMIT");
      return result;
    });
  }

  private prefetched: { after: Position; page: Promise<RecordedEvent[] | null> } | null = null;

  private prefetch(after: Position): void {
    const page = this.options.store.readAll({ after, limit: this.options.batchSize ?? 1000 }).catch(() => null);
    this.prefetched = { after, page };
  }

  private async read(after: Position): Promise<RecordedEvent[]> {
    const ahead = this.prefetched;
    this.prefetched = null;
    if (ahead && comparePositions(ahead.after, after) === 0) {
      const page = await ahead.page;
      if (page) return page;
    }
    return await this.options.store.readAll({ after, limit: this.options.batchSize ?? 1000 });
  }

  /** Applies batches until no event is left to read (or up to and including `until`). */
  async catchUp(until?: Position): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.runOnce(until);
      if (n === 0) return total;
      total += n;
    }
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.options.lease?.start();
    this.loop = this.run();
  }

  /** Nudges an idle runner (an append just happened in this process). */
  kick(): void {
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.kick();
    await this.loop;
    this.loop = null;
    await this.options.lease?.stop();
  }

  private async run(): Promise<void> {
    let failures = 0;
    const { lease } = this.options;
    while (!this.stopped) {
      let standby = lease !== undefined && !lease.held;
      if (!standby) {
        try {
          const n = await this.runOnce();
          failures = 0;
          if (n > 0) continue;
          this.options.onCaughtUp?.();
        } catch (error) {
          if (error instanceof LeaseLostError) standby = true;
          else {
            failures++;
            this.options.onError?.(error);
          }
        }
      }
      const idle = failures > 0 ? Math.min(5000, 100 * 2 ** failures) : (this.options.idlePollMs ?? 25);
      const wait = standby && lease ? lease.renewEveryMs : idle;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }
}
