import type pg from "pg";
import { type AppendBatch, type AppendResult, ConcurrencyError } from "./port.js";
import { APPEND_FUNCTION_ARGUMENTS, appendArguments, type EachRow } from "./pg-sql.js";

interface QueuedAppend {
  batch: AppendBatch;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

/**
 * The group commit of single-stream appends (PostgresEventStoreOptions.maxAppendsInFlight): at
 * most `maxInFlight` statements at once; appends that arrive meanwhile queue and go together in
 * the next es_append_each, each decided on its own. A group of one, or a group whose statement
 * fails as a whole, goes through `appendAtomically` (the store's one-transaction path).
 */
export class GroupCommit {
  private readonly queue: QueuedAppend[] = [];
  private inFlight = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly maxInFlight: number,
    private readonly maxEventsPerStatement: number,
    private readonly appendAtomically: (batches: AppendBatch[]) => Promise<AppendResult[]>,
  ) {}

  /** A single-stream append joins the queue; see PostgresEventStoreOptions.maxAppendsInFlight. */
  enqueue(batch: AppendBatch): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ batch, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const group: QueuedAppend[] = [];
      let events = 0;
      while (this.queue.length > 0) {
        const next = this.queue[0] as QueuedAppend;
        if (group.length > 0 && events + next.batch.events.length > this.maxEventsPerStatement) break;
        group.push(next);
        events += next.batch.events.length;
        this.queue.shift();
      }
      this.inFlight++;
      void this.appendGroup(group).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  /**
   * One statement for the group, each append decided on its own. If the statement fails as a
   * whole (a connection lost, an event id already stored or raced in: es_append_each does not
   * probe the ids first), each append is retried alone: the careful path tells a racing or
   * earlier duplicate from a conflict.
   */
  private async appendGroup(group: QueuedAppend[]): Promise<void> {
    if (group.length === 1) {
      const [one] = group as [QueuedAppend];
      await this.appendAtomically([one.batch]).then(([r]) => one.resolve(r as AppendResult), one.reject);
      return;
    }
    let rows: EachRow[];
    try {
      rows = await this.appendEach(group.map((g) => g.batch));
    } catch {
      // Alone, in the group's order per stream (appends to one stream may follow each other).
      const chains = new Map<string, Promise<void>>();
      for (const g of group) {
        const previous = chains.get(g.batch.streamId) ?? Promise.resolve();
        chains.set(
          g.batch.streamId,
          previous.then(() => this.appendAtomically([g.batch]).then(([r]) => g.resolve(r as AppendResult), g.reject)),
        );
      }
      await Promise.all(chains.values());
      return;
    }
    for (const row of rows) {
      const { batch, resolve, reject } = group[row.batch - 1] as QueuedAppend;
      if (row.status === "ok" || row.status === "duplicate")
        resolve({
          nextExpectedVersion: row.next_version,
          position: row.last_position ? { commit: BigInt(row.tx ?? 0), prepare: BigInt(row.last_position) } : { commit: 0n, prepare: 0n },
          duplicate: row.status === "duplicate",
        });
      else if (row.status === "conflict") reject(new ConcurrencyError(batch.streamId, batch.expectedVersion, row.next_version));
      else reject(new Error(`stream ${batch.streamId}: some of the events are already stored under their ids`));
    }
  }

  private async appendEach(batches: AppendBatch[]): Promise<EachRow[]> {
    const events = batches.flatMap((b) => b.events);
    const r = await this.pool.query<EachRow>({
      name: "es_append_each",
      text: `SELECT batch, status, next_version, last_position, tx FROM es_append_each(${APPEND_FUNCTION_ARGUMENTS})`,
      values: appendArguments(batches, events),
    });
    return r.rows;
  }
}
