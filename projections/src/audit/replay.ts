import { type Kysely, sql } from "kysely";
import { createDatabase } from "../db/database.js";
import type { Database } from "../db/schema.js";
import type { EventStore, Position } from "@app/event-store/port";
import { comparePositions } from "@app/event-store/port";
import { ProjectionRunner, timings } from "../runner/projection-runner.js";
import type { Projection } from "../runner/projection.js";
import { ensureReadModelSchema } from "../runner/read-model-schema.js";
import { rebuildReadModels } from "../runner/rebuild.js";
import { type TableChecksum, tableChecksum } from "./checksums.js";

export interface ReplayComparison {
  table: string;
  live: TableChecksum;
  replay: TableChecksum;
  equal: boolean;
}

export interface ReplayReport {
  equal: boolean;
  events: number;
  seconds: number;
  eventsPerSecond: number;
  position: string;
  tables: ReplayComparison[];
}

async function checkpointOf(db: Kysely<Database>, schema: string): Promise<Position> {
  const r = await sql<{ c: string; p: string }>`
    SELECT commit_pos AS c, prepare_pos AS p FROM ${sql.table(`${schema}.rm_checkpoint`)} WHERE id = 1`.execute(db);
  const row = r.rows[0];
  return row ? { commit: BigInt(row.c), prepare: BigInt(row.p) } : { commit: 0n, prepare: 0n };
}

/**
 * Rebuilds every read model from event 0 into a fresh schema, up to the live read models'
 * position, and compares each table's checksum with the live one. Safe on a running system:
 * the live side is read in one REPEATABLE READ snapshot (its checkpoint and tables as of one
 * commit of the live runner, which goes on meanwhile), and its checksums are computed while
 * the replay is built. The replay is a bulk rebuild (runner/rebuild.ts; the scratch schema is
 * dropped if anything fails) up to that checkpoint; `incremental` uses the ordinary runner from
 * event 0 instead.
 */
export async function replayAndCompare(options: {
  connectionString: string;
  store: EventStore;
  projections: Projection[];
  liveSchema?: string;
  keepSchema?: boolean;
  batchSize?: number;
  incremental?: boolean;
  onProgress?: (applied: number, eventsPerSecond: number) => void;
}): Promise<ReplayReport> {
  const liveSchema = options.liveSchema ?? "rm";
  const replaySchema = `rm_replay_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const live = createDatabase({ connectionString: options.connectionString, readSchema: liveSchema, max: 2 });
  // One connection per rebuild lane (rebuild.ts: four with the read models of today) and one spare.
  const replay = createDatabase({ connectionString: options.connectionString, readSchema: replaySchema, max: 5 });
  const tables = options.projections.flatMap((p) => p.tables);
  const started = performance.now();
  const profile = (name: string, since: number) => {
    if (process.env.PROFILE_PROJECTIONS) timings.set(name, (timings.get(name) ?? 0) + performance.now() - since);
  };
  let applied = 0;
  const onAdvance = (_p: Position, n: number) => {
    applied += n;
    options.onProgress?.(applied, applied / ((performance.now() - started) / 1000));
  };
  // The live side: its checkpoint first (the replay's target), then its checksums, while the
  // replay is built.
  let targetKnown: (position: Position) => void = () => {};
  const liveTarget = new Promise<Position>((resolve) => {
    targetKnown = resolve;
  });
  const liveSide = live.db
    .transaction()
    .setIsolationLevel("repeatable read")
    .setAccessMode("read only")
    .execute(async (trx) => {
      const position = await checkpointOf(trx, liveSchema);
      targetKnown(position);
      const t0 = performance.now();
      const sums: TableChecksum[] = [];
      for (const table of tables) sums.push(await tableChecksum(trx, liveSchema, table));
      profile("(checksums live)", t0);
      return sums;
    });
  try {
    const target = await Promise.race([liveTarget, liveSide.then(() => liveTarget)]);
    if (options.incremental) await ensureReadModelSchema(replay, options.projections, { unlogged: true });
    else
      await rebuildReadModels({
        store: options.store,
        handle: replay,
        projections: options.projections,
        until: target,
        unlogged: true,
        batchSize: options.batchSize,
        untilCommitted: true,
        // The scratch schema is checksummed and dropped: its indexes and deferred keys would
        // change no row (see rebuild.ts); a kept one is built whole.
        indexesAfterLoad: Boolean(options.keepSchema),
        onAdvance,
      });
    // Whatever the rebuild did not reach (all of it for `incremental`), batch by batch. Every
    // event up to the live checkpoint is readable: the live runner has read it.
    const runner = new ProjectionRunner({
      store: options.store,
      handle: replay,
      projections: options.projections,
      batchSize: options.batchSize ?? 5000,
      onAdvance,
    });
    for (let idle = 0; comparePositions(await checkpointOf(replay.db, replaySchema), target) < 0; ) {
      if ((await runner.catchUp(target)) > 0) idle = 0;
      else if (++idle > 600) throw new Error("the replay cannot read up to the live checkpoint");
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const t0 = performance.now();
    // Two tables at a time (each checksum is one scan on one core).
    const replaySums: TableChecksum[] = new Array(tables.length);
    let nextTable = 0;
    await Promise.all(
      [0, 1].map(async () => {
        for (let i = nextTable++; i < tables.length; i = nextTable++)
          replaySums[i] = await tableChecksum(replay.db, replaySchema, tables[i] as string);
      }),
    );
    profile("(checksums replay)", t0);
    const t1 = performance.now();
    const liveSums = await liveSide;
    profile("(checksums live, wait)", t1);
    const comparisons = tables.map((table, i): ReplayComparison => {
      const l = liveSums[i] as TableChecksum;
      const r = replaySums[i] as TableChecksum;
      return { table, live: l, replay: r, equal: l.rows === r.rows && l.checksum === r.checksum };
    });
    const seconds = (performance.now() - started) / 1000;
    return {
      equal: comparisons.every((t) => t.equal),
      events: applied,
      seconds,
      eventsPerSecond: seconds > 0 ? applied / seconds : 0,
      position: `${target.commit}/${target.prepare}`,
      tables: comparisons,
    };
  } finally {
    await liveSide.catch(() => {});
    if (!options.keepSchema) await sql`DROP SCHEMA IF EXISTS ${sql.id(replaySchema)} CASCADE`.execute(live.db).catch(() => {});
    await replay.close();
    await live.close();
  }
}
