#!/usr/bin/env node
// `npm run bench`: every benchmark script, one after the other; each prints one JSON line per
// figure (median of at least 3 runs where it compares). BENCH_SCALE shrinks or grows the sizes
// (1 = the documented sizes), BENCH_ONLY=append,replay picks some.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const benches = [
  ["append", "projections/bench/append.bench.ts"],
  ["replay", "projections/bench/replay.bench.ts"],
  ["profit-run", "scripts/bench/profit-run.ts"],
  ["api", "ledger-service/bench/api.bench.ts"],
  ["growth", "ledger-service/bench/growth.bench.ts"],
];
const only = process.env.BENCH_ONLY?.split(",");
let failed = 0;
for (const [name, file] of benches) {
  if (only && !only.includes(name)) continue;
  if (!existsSync(path.join(root, file))) continue;
  console.log(`# ${name}: npx tsx ${file}`);
  const r = spawnSync(path.join(root, "node_modules", ".bin", "tsx"), [file, ...process.argv.slice(2)], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
