import { allProjections } from "@app/projections";
import { replayAndCompare } from "@app/projections/audit/replay";
import { cliRuntime } from "./cli-runtime.js";

/**
 * `npm run ledger:replay`: rebuilds every read model from event 0 into a fresh schema and
 * compares each table's checksum with the live one. Exit 1 on any difference.
 */
async function main() {
  const { config, handle, store } = await cliRuntime();
  const keep = process.argv.includes("--keep");
  let lastPrint = 0;
  try {
    const report = await replayAndCompare({
      connectionString: config.DATABASE_URL,
      store,
      projections: allProjections,
      keepSchema: keep,
      onProgress: (applied, rate) => {
        if (Date.now() - lastPrint > 1000) {
          lastPrint = Date.now();
          console.log(`replaying: ${applied} events (${Math.round(rate)} events/s)`);
        }
      },
    });
    console.log(
      `replayed ${report.events} events in ${report.seconds.toFixed(2)} s (${Math.round(report.eventsPerSecond)} events/s) up to position ${report.position}`,
    );
    console.log(
      [
        "table".padEnd(22),
        "rows live".padStart(10),
        "rows replay".padStart(12),
        "checksum live".padStart(24),
        "checksum replay".padStart(24),
        "  result",
      ].join(" "),
    );
    for (const t of report.tables) {
      console.log(
        [
          t.table.padEnd(22),
          t.live.rows.padStart(10),
          t.replay.rows.padStart(12),
          t.live.checksum.padStart(24),
          t.replay.checksum.padStart(24),
          t.equal ? "  equal" : "  DIFFERENT",
        ].join(" "),
      );
    }
    console.log(report.equal ? "replay equals live: OK" : "replay DIFFERS from live");
    await handle.db
      .insertInto("audit_runs")
      .values({ kind: "replay", ok: report.equal, report: JSON.stringify(report) })
      .execute()
      .catch(() => {});
    process.exitCode = report.equal ? 0 : 1;
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(`replay failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
});
