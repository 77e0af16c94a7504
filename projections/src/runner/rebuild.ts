import { sql } from "kysely";
import type pg from "pg";
import type { DatabaseHandle } from "../db/database.js";
import type { Database } from "../db/schema.js";
import { comparePositions, type EventStore, type Position } from "@app/event-store/port";
import { clientKysely } from "./copy-rows.js";
import { storeEventPages } from "./event-pages.js";
import { timings, toProjected } from "./projection-runner.js";
import type { Projection, ProjectedEvent, RebuildLoader } from "./projection.js";
import { ddlHash, schemaPlan } from "./read-model-schema.js";
import type { Kysely } from "kysely";

export interface RebuildOptions {
  store: EventStore;
  /** Its read schema is dropped and built anew. */
  handle: DatabaseHandle;
  projections: Projection[];
  /** Apply events up to and including this position (default: all there are). */
  until?: Position;
  /** UNLOGGED tables: for a scratch schema that is checksummed and dropped (ledger:replay). */
  unlogged?: boolean;
  batchSize?: number;
  /** Events per read from the store (default: batchSize). */
  readSize?: number;
  /** Aggregate rows a loader may hold in memory before writing them out (bounds memory). */
  maxCachedRows?: number;
  onAdvance?: (position: Position, applied: number) => void;
  /**
   * `until` is a position every event at or below which is committed and visible (the live
   * runner's checkpoint): the events are read with the store's bulk read, readAllUntil, when it
   * has one (event-pages.ts). Only with `until`.
   */
  untilCommitted?: boolean;
  /**
   * Build the indexes and deferred primary keys at the end (default true). A scratch schema
   * that is only checksummed against the live one and dropped needs none: an index changes no
   * row, and a row a deferred key would refuse (a duplicate) cannot match the live table, whose
   * key refuses it, so the comparison finds it anyway. The keys made with the tables (the ones
   * the batch-by-batch `apply`s upsert on) are there in any case.
   */
  indexesAfterLoad?: boolean;
}

/** The loaders one lane applies, and the projection whose lane it waits for batch by batch (Projection.after). */
interface LaneGroup {
  loaders: Array<[string, RebuildLoader]>;
  after?: string | undefined;
}

/** Batches applied but not yet written, at most: bounds the events held in memory. */
const IN_FLIGHT = 2;

/**
 * One connection and one transaction for some projections; their batches are applied on it one
 * after the other, while the other lanes (and the next page's processing) go on in parallel.
 */
class Lane {
  readonly db: Kysely<Database>;
  private tail: Promise<void> = Promise.resolve();

  constructor(
    readonly client: pg.PoolClient,
    readonly loaders: Array<[name: string, loader: RebuildLoader]>,
  ) {
    // Its projections COPY through this client (copyRows).
    this.db = clientKysely(client);
  }

  /** Runs after everything queued before it; a failure fails everything queued after it too. */
  enqueue(work: (db: Kysely<Database>) => Promise<void>): Promise<void> {
    const next = this.tail.then(() => work(this.db));
    this.tail = next;
    return next;
  }
}

/**
 * Builds the read models from event 0 into an empty schema, for a schema that is thrown away if
 * the rebuild fails (the replay's scratch schema; it drops whatever the schema held). Unlike the
 * runner it keeps no exactly-once checkpoint per batch: tables start without secondary indexes,
 * rows are streamed with COPY, aggregates are written once at the end (investor balances kept
 * in memory across batches, account balances summed from the loaded journal), and the indexes
 * are then built two at a time. Pages of the store are read one ahead. Each projection with a
 * bulk loader (Projection.rebuild) gets a connection of its own (a lane), so that Node prepares
 * one projection's rows while PostgreSQL stores another's; so does a projection that reads a
 * bulk one's results (Projection.after), one batch behind it; the others share one lane and
 * apply batch by batch. Only at the very end are the checkpoint and the schema's DDL hash written: a
 * schema left by a rebuild that died has no rm_meta row, so ensureReadModelSchema would drop
 * and rebuild it rather than serve it. After it returns the schema is an ordinary read-model
 * schema at the returned position, and a ProjectionRunner continues from there.
 */
export async function rebuildReadModels(options: RebuildOptions): Promise<{ events: number; position: Position | null }> {
  const { store, handle, projections } = options;
  const batchSize = options.batchSize ?? 5000;
  const readSize = options.readSize ?? batchSize;
  const maxCachedRows = options.maxCachedRows ?? 200_000;
  const profile = Boolean(process.env.PROFILE_PROJECTIONS);
  const time = (name: string, since: number) => {
    if (profile) timings.set(name, (timings.get(name) ?? 0) + performance.now() - since);
  };
  const plan = schemaPlan(projections, { unlogged: options.unlogged, deferIndexes: true });
  const bulk = projections.filter((p) => p.rebuild);
  const batchwise = (p: Projection): [string, RebuildLoader] => [
    p.name,
    { apply: (trx, events) => p.apply(trx, events), finish: async () => {} },
  ];
  // A projection that reads another's results from the events (Projection.after) gets a lane
  // of its own too, on which each batch waits for that one's lane to finish the same batch: it
  // applies batch k while the other applies batch k + 1. If the pool has too few connections
  // for that, it follows the other on its lane instead.
  const follows = (p: Projection) => !p.rebuild && bulk.some((b) => b.name === p.after);
  const followers = projections.filter(follows);
  const others = projections.filter((p) => !p.rebuild && !follows(p)).map(batchwise);
  const ownLanes = bulk.length + followers.length + (others.length > 0 ? 1 : 0) <= (handle.pool.options.max ?? 10);
  const groups: LaneGroup[] = [
    ...bulk.map(
      (p): LaneGroup => ({
        loaders: [
          [p.name, (p.rebuild as NonNullable<Projection["rebuild"]>).loader({ maxCachedRows })],
          ...(ownLanes ? [] : followers.filter((f) => f.after === p.name).map(batchwise)),
        ],
      }),
    ),
    ...(ownLanes ? followers.map((p): LaneGroup => ({ loaders: [batchwise(p)], after: p.after })) : []),
    { loaders: others },
  ].filter((g) => g.loaders.length > 0);

  const clients: pg.PoolClient[] = [];
  const inFlight: Promise<unknown>[] = [];
  let failed = false;
  try {
    for (let i = 0; i < Math.max(2, groups.length); i++) clients.push(await handle.pool.connect());
    const [first, second] = clients as [pg.PoolClient, pg.PoolClient];
    const firstDb = clientKysely(first);
    await first.query("BEGIN");
    await sql`DROP SCHEMA IF EXISTS ${sql.id(handle.readSchema)} CASCADE`.execute(firstDb);
    await sql`CREATE SCHEMA ${sql.id(handle.readSchema)}`.execute(firstDb);
    await sql`SET LOCAL search_path TO ${sql.id(handle.readSchema)}, public`.execute(firstDb);
    for (const statement of plan.create) await sql.raw(statement).execute(firstDb);
    await first.query("COMMIT");

    // Each lane is one transaction; none of it is a read model before the end, so no commit
    // waits for the WAL.
    const lanes = groups.map((g, i) => new Lane(clients[i] as pg.PoolClient, g.loaders));
    // The lane each lane waits for, batch by batch (the one applying its Projection.after).
    const leaders = groups.map((g) => (g.after ? lanes.find((lane) => lane.loaders.some(([name]) => name === g.after)) : undefined));
    for (const lane of lanes) await lane.client.query("BEGIN; SET LOCAL synchronous_commit = off");

    // Pages are read one ahead, on the store's own connections, while batches are applied.
    const bulkRead = options.untilCommitted && options.until ? storeEventPages(store, options.until) : null;
    const readPage = bulkRead
      ? (after: Position | null) => bulkRead(after, readSize)
      : async (after: Position | null) => (await store.readAll({ after, limit: readSize })).map(toProjected);
    let next: Promise<ProjectedEvent[]> = readPage(null);
    let position: Position | null = null;
    let applied = 0;
    for (;;) {
      const readStarted = performance.now();
      const page = await next;
      time("(read events)", readStarted);
      const lastRead = page[page.length - 1];
      // Up to `until`, a short page (an appender still running held the read back) is not the end.
      const more = options.until ? comparePositions(lastRead?.position ?? options.until, options.until) < 0 : page.length === readSize;
      if (lastRead && more) next = readPage(lastRead.position);
      else next = Promise.resolve([]);
      next.catch(() => {}); // a failed read surfaces when awaited, not as an unhandled rejection
      const recorded = options.until ? page.filter((e) => comparePositions(e.position, options.until as Position) <= 0) : page;
      if (recorded.length === 0) break;
      for (let from = 0; from < recorded.length; from += batchSize) {
        const events: ProjectedEvent[] = from === 0 && recorded.length <= batchSize ? recorded : recorded.slice(from, from + batchSize);
        const laneBatches = new Map<Lane, Promise<void>>();
        for (const [i, lane] of lanes.entries()) {
          const leader = leaders[i] ? laneBatches.get(leaders[i] as Lane) : undefined;
          laneBatches.set(
            lane,
            lane.enqueue(async (db) => {
              await leader;
              for (const [name, loader] of lane.loaders) {
                const t0 = performance.now();
                await loader.apply(db, events);
                time(name, t0);
              }
            }),
          );
        }
        const batch = Promise.all(laneBatches.values());
        batch.catch(() => {});
        inFlight.push(batch);
        if (inFlight.length >= IN_FLIGHT) await inFlight.shift();
        position = (events[events.length - 1] as ProjectedEvent).position;
        applied += events.length;
        options.onAdvance?.(position, events.length);
      }
    }
    while (inFlight.length > 0) await inFlight.shift();

    await Promise.all(
      lanes.map((lane) =>
        lane.enqueue(async (db) => {
          for (const [name, loader] of lane.loaders) {
            const t0 = performance.now();
            await loader.finish(db);
            time(name, t0);
          }
          await lane.client.query("COMMIT");
        }),
      ),
    );

    // Indexes and deferred keys, two at a time (a build is a sort: one core each).
    const t0 = performance.now();
    const queue = options.indexesAfterLoad === false ? [] : [...plan.afterLoad];
    await Promise.all(
      [first, second].map(async (client) => {
        // Sorts in memory rather than in temporary files.
        await client.query("SET maintenance_work_mem = '256MB'");
        for (let statement = queue.shift(); statement; statement = queue.shift()) await client.query(statement);
        await client.query("RESET maintenance_work_mem");
      }),
    );
    time("(indexes)", t0);

    await first.query("BEGIN");
    if (position)
      await sql`UPDATE rm_checkpoint SET commit_pos = ${position.commit.toString()}, prepare_pos = ${position.prepare.toString()},
                events_applied = ${applied}, updated_at = now() WHERE id = 1`.execute(firstDb);
    await sql`INSERT INTO rm_meta (ddl_hash) VALUES (${ddlHash(projections)})`.execute(firstDb);
    await first.query("COMMIT");
    return { events: applied, position };
  } catch (error) {
    failed = true;
    await Promise.allSettled(inFlight);
    throw error;
  } finally {
    // A failed rebuild's connections may be mid-transaction: they are closed, not pooled.
    for (const client of clients) client.release(failed ? true : undefined);
  }
}
