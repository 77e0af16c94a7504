#!/usr/bin/env node
// Before/after in one run: `node scripts/bench-compare.mjs --before DIR [--rounds N] [--only append,api]`
// runs `npm run bench` (each benchmark on its own) in a checkout of the earlier code (DIR, with
// its node_modules installed) and in this one, alternating which goes first each round, so that
// a change of load on the machine falls on both. Prints each figure's median over the rounds,
// side by side, with the change; a figure that got worse by more than 5 % is marked.
import { spawnSync } from "node:child_process";
import path from "node:path";

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const here = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const beforeDir = arg("before");
if (!beforeDir) {
  console.error("usage: node scripts/bench-compare.mjs --before DIR [--rounds N] [--only append,replay,profit-run,api]");
  process.exit(2);
}
const rounds = Number(arg("rounds", "1"));
const only = (arg("only", "append,replay,profit-run,api") ?? "").split(",");

/** Higher is better for rates, lower for durations, latencies and memory. */
const lowerIsBetter = (field) => /seconds|ms$|Ms$|Rss/i.test(field);
const measures = new Set([
  "eventsPerSecond",
  "requestsPerSecond",
  "investorsPerSecond",
  "seconds",
  "wallMs",
  "ms",
  "p50Ms",
  "p99Ms",
  "peakRssMB",
  "workerPeakRssMb",
]);

function runBench(dir, name) {
  const r = spawnSync("npm", ["run", "-s", "bench"], {
    cwd: dir,
    env: { ...process.env, BENCH_ONLY: name },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (r.status !== 0) console.error(`# ${name} in ${dir} exited with ${r.status}`);
  return r.stdout
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => {
      try {
        return JSON.parse(l);
      } catch {
        return null;
      }
    })
    .filter(Boolean);
}

/** A figure's name: its text fields (bench, scenario, store, variant...), without the measures. */
function key(line) {
  return Object.entries(line)
    .filter(([k, v]) => typeof v === "string" || typeof v === "boolean" || k === "writers" || k === "investors" || k === "connections")
    .map(([k, v]) => `${k}=${v}`)
    .join(" ");
}

const results = { before: new Map(), after: new Map() };
function collect(side, lines) {
  for (const line of lines) {
    const k = key(line);
    for (const [field, value] of Object.entries(line)) {
      if (!measures.has(field) || typeof value !== "number") continue;
      const id = `${k} :: ${field}`;
      const list = results[side].get(id) ?? [];
      list.push(value);
      results[side].set(id, list);
    }
  }
}

for (const name of only) {
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ["before", "after"] : ["after", "before"];
    for (const side of order) {
      console.error(`# ${name}, round ${round + 1}/${rounds}: ${side}`);
      collect(side, runBench(side === "before" ? path.resolve(beforeDir) : here, name));
    }
  }
}

const median = (v) => {
  const s = [...v].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
console.log("| figure | before | after | change |");
console.log("|---|---:|---:|---:|");
let worse = 0;
for (const [id, before] of results.before) {
  const after = results.after.get(id);
  if (!after) continue;
  const b = median(before);
  const a = median(after);
  const field = id.split(" :: ")[1];
  const change = b === 0 ? 0 : ((a - b) / b) * 100;
  const slower = lowerIsBetter(field) ? change > 5 : change < -5;
  if (slower) worse++;
  console.log(`| ${id} | ${b} | ${a} | ${change >= 0 ? "+" : ""}${change.toFixed(1)} %${slower ? " **worse**" : ""} |`);
}
console.log(`\n${worse} figure(s) worse by more than 5 %.`);
