#!/usr/bin/env node
// `npm test`: every test. Unit and integration tests (real PostgreSQL and Redis) with vitest,
// then the browser tests against `npm start` on a fresh database, then the reliability suite
// (fuzzing, connection faults, process kills) and the scale test (2 APIs behind HAProxy, 2 workers
// through PgBouncer, 2 projection runners; it fails when haproxy or pgbouncer is not installed:
// `--no-scale` leaves it out) in their quick sizes.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;

if (!existsSync(path.join(root, "node_modules", ".bin", "vitest"))) {
  const s = run("npm", ["install", "--no-audit", "--no-fund"]);
  if (s !== 0) process.exit(s);
}
const own = ["--no-e2e", "--no-chaos", "--no-scale"];
const args = process.argv.slice(2).filter((a) => !own.includes(a));
const vitest = path.join(root, "node_modules", ".bin", "vitest");
// TEST_UNIT_DATE (CI: a leap day near midnight): the unit and frontend tests, which involve no
// server clock, run at that date under Debian's faketime, then the integration tests at today's:
// no test may depend on today's date. Unset: one run, all at today's date.
const unitDate = process.env.TEST_UNIT_DATE;
let status;
if (unitDate && args.length === 0) {
  status = run("faketime", [unitDate, vitest, "run", "--project", "unit", "--project", "frontend"], { FAKETIME_DONT_FAKE_MONOTONIC: "1" });
  if (status === 0) status = run(vitest, ["run", "--project", "int"]);
} else {
  status = run(vitest, ["run", ...args]);
}
if (
  status === 0 &&
  args.length === 0 &&
  existsSync(path.join(root, "frontend", "e2e", "vitest.e2e.config.ts")) &&
  !process.argv.includes("--no-e2e")
) {
  status = run("node", [path.join(root, "scripts", "e2e.mjs")]);
}
// The reliability suite in its bounded size (npm run test:chaos runs it at full size).
if (status === 0 && args.length === 0 && !process.argv.includes("--no-chaos")) {
  status = run(path.join(root, "node_modules", ".bin", "tsx"), [path.join(root, "scripts", "chaos", "main.ts"), "--quick"]);
}
if (status === 0 && args.length === 0 && !process.argv.includes("--no-scale")) {
  status = run(path.join(root, "node_modules", ".bin", "tsx"), [path.join(root, "scripts", "scale", "main.ts"), "--quick"]);
}
process.exit(status);
