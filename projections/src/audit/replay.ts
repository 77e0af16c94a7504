import { sql } from "kysely";
import { createDatabase, type DatabaseHandle } from "../db/database.js";
import type { EventStore, Position } from "../event-store/port.js";
import { comparePositions } from "../event-store/port.js";
import { ProjectionRunner } from "../runner/projection-runner.js";
import type { Projection } from "../runner/projection.js";
import { ensureReadModelSchema } from "../runner/read-model-schema.js";
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

async function checkpointOf(handle: DatabaseHandle, schema: string, lock = false): Promise<Position> {
  const r = await sql<{
    c: string;
    p: string;
  }>`SELECT commit_pos AS c, prepare_pos AS p FROM ${sql.table(`${schema}.rm_checkpoint`)} WHERE id = 1 ${lock ? sql`FOR SHARE` : sql``}`.execute(
    handle.db,
  );
  const row = r.rows[0];
  return row ? { commit: BigInt(row.c), prepare: BigInt(row.p) } : { commit: 0n, prepare: 0n };
}

/**
 * Rebuilds every read model from event 0 into a fresh schema, up to the live read models'
 * position, and compares each table's checksum with the live one. Safe on a running system:
 * the comparison holds the live checkpoint row (FOR SHARE), which pauses the live runner for
 * the moment of the checksums only.
 */
export async function replayAndCompare(options: {
  connectionString: string;
  store: EventStore;
  projections: Projection[];
  liveSchema?: string;
  keepSchema?: boolean;
  batchSize?: number;
  onProgress?: (applied: number, eventsPerSecond: number) => void;
}): Promise<ReplayReport> {
  const liveSchema = options.liveSchema ?? "rm";
  const replaySchema = `rm_replay_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const live = createDatabase({ connectionString: options.connectionString, readSchema: liveSchema, max: 2 });
  const replay = createDatabase({ connectionString: options.connectionString, readSchema: replaySchema, max: 2 });
  const started = performance.now();
  let applied = 0;
  const runner = new ProjectionRunner({
    store: options.store,
    handle: replay,
    projections: options.projections,
    batchSize: options.batchSize ?? 5000,
    onAdvance: (_p, n) => {
      applied += n;
      options.onProgress?.(applied, applied / ((performance.now() - started) / 1000));
    },
  });
  try {
    await ensureReadModelSchema(replay, options.projections, { unlogged: true });
    for (;;) {
      const target = await checkpointOf(live, liveSchema);
      await runner.catchUp(target);
      const report = await live.db.transaction().execute(async (trx) => {
        const lockedLive = await checkpointOf({ ...live, db: trx }, liveSchema, true);
        const replayed = await checkpointOf(replay, replaySchema);
        if (comparePositions(lockedLive, replayed) !== 0) return null; // live moved on: catch up again
        const tables: ReplayComparison[] = [];
        for (const table of options.projections.flatMap((p) => p.tables)) {
          const l = await tableChecksum(trx, liveSchema, table);
          const r = await tableChecksum(trx, replaySchema, table);
          tables.push({ table, live: l, replay: r, equal: l.rows === r.rows && l.checksum === r.checksum });
        }
        return { tables, position: `${lockedLive.commit}/${lockedLive.prepare}` };
      });
      if (!report) continue;
      const seconds = (performance.now() - started) / 1000;
      return {
        equal: report.tables.every((t) => t.equal),
        events: applied,
        seconds,
        eventsPerSecond: seconds > 0 ? applied / seconds : 0,
        position: report.position,
        tables: report.tables,
      };
    }
  } finally {
    if (!options.keepSchema) await sql`DROP SCHEMA IF EXISTS ${sql.id(replaySchema)} CASCADE`.execute(live.db).catch(() => {});
    await replay.close();
    await live.close();
  }
}
