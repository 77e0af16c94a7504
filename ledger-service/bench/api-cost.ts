import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { tronWallet } from "../testing/wallets.js";
import { numberedRequest, type RequestSetup } from "./numbered-request.js";

/**
 * CPU cost per request (a diagnostic, not a figure of issue 7): on a shared machine the
 * throughput of a short run depends on what else runs, but the CPU time the API process and
 * its PostgreSQL backends spend per request hardly does. Starts api-server.ts (add
 * API_BENCH_CPU_PROF=file for a V8 CPU profile of the API process while it serves), sends a fixed number
 * of requests per scenario at 64 connections, and prints node ms/request, PostgreSQL
 * ms/request and the throughput seen.
 *
 *   npx tsx ledger-service/bench/api-cost.ts [requests per scenario, default 6000]
 *
 * API_COST_STATEMENTS=1 (a cluster with pg_stat_statements, e.g. TEST_PG_ADMIN_URL on port 5499):
 * also prints each scenario's statements per request (calls and time of this database's only;
 * resets the cluster's statistics right before each measured run).
 */
const requests = Number(process.argv[2] ?? "6000");
const connections = Number(process.env.API_BENCH_CONNECTIONS ?? "64");
const only = process.env.API_COST_ONLY?.split(",");
const ticks = 100; // USER_HZ
const statements = process.env.API_COST_STATEMENTS === "1";

function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
}

async function main() {
  const entry = fileURLToPath(new URL("./api-server.ts", import.meta.url));
  // API_BENCH_NODE_ARGS: extra node flags for the API process (e.g. "--trace-deopt").
  const nodeArgs = process.env.API_BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", entry], {
    env: { ...process.env, API_BENCH_INVESTORS: process.env.API_BENCH_INVESTORS ?? "800" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const stopped = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const killTimer = setTimeout(() => child.kill("SIGKILL"), 10 * 60_000).unref();
  try {
    const servers = await new Promise<{ apiUrl: string; bareUrl: string; tokens: string[]; database: string }>((resolve, reject) => {
      let out = "";
      child.stdout.on("data", (d) => {
        out += String(d);
        const nl = out.indexOf("\n");
        if (nl >= 0) resolve(JSON.parse(out.slice(0, nl)));
      });
      child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const admin = new pg.Client({ connectionString: process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" });
    await admin.connect();
    const backends = async () =>
      (await admin.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = $1", [servers.database])).rows.map(
        (r) => r.pid,
      );
    const { tokens } = servers;
    const body = JSON.stringify({ amount: "10", wallet: tronWallet("bench"), network: "USDT TRC20", source: "profit" });
    const scenarios: Record<string, { url: string; method: string; path: string; setup?: RequestSetup }> = {
      bare: { url: servers.bareUrl, method: "GET", path: "/api/hello" },
      dashboard: {
        url: servers.apiUrl,
        method: "GET",
        path: "/api/user/dashboard",
        setup: (i) => ({ headers: { authorization: `Bearer ${tokens[i % tokens.length]}` } }),
      },
      withdrawal: {
        url: servers.apiUrl,
        method: "POST",
        path: "/api/withdrawals",
        setup: (i) => ({ headers: { authorization: `Bearer ${tokens[i % tokens.length]}`, "content-type": "application/json" }, body }),
      },
    };
    for (const [name, s] of Object.entries(scenarios)) {
      if (only && !only.includes(name)) continue;
      const run = (amount: number) =>
        autocannon({ url: s.url, connections, amount, requests: [numberedRequest(s.method, s.path, s.setup)] });
      await run(Math.min(1000, requests)); // warm-up
      // Backends come and go (the pool closes idle clients): sample them while the run goes.
      const seen = new Map<number, { first: number; last: number }>();
      const sample = async (initial: boolean) => {
        for (const pid of await backends()) {
          let ms: number;
          try {
            ms = cpuMs(pid);
          } catch {
            continue;
          }
          const s0 = seen.get(pid);
          if (s0) s0.last = ms;
          else seen.set(pid, { first: initial ? ms : 0, last: ms });
        }
      };
      if (statements) await admin.query("SELECT pg_stat_statements_reset()");
      await sample(true);
      const node0 = cpuMs(child.pid as number);
      const load0 = process.cpuUsage();
      const t0 = performance.now();
      const sampler = setInterval(() => void sample(false), 100);
      const r = await run(requests);
      clearInterval(sampler);
      await sample(false);
      const wall = performance.now() - t0;
      const nodeMs = cpuMs(child.pid as number) - node0;
      const load = process.cpuUsage(load0);
      const loadMs = (load.user + load.system) / 1000;
      const pgMs = [...seen.values()].reduce((sum, v) => sum + v.last - v.first, 0);
      const pids = [...seen.keys()];
      const done = r.requests.total;
      console.log(
        JSON.stringify({
          scenario: name,
          requests: done,
          non2xx: r.non2xx,
          nodeMsPerReq: Number((nodeMs / done).toFixed(3)),
          pgMsPerReq: Number((pgMs / done).toFixed(3)),
          autocannonMsPerReq: Number((loadMs / done).toFixed(3)),
          backends: pids.length,
          reqPerSec: Math.round((done * 1000) / wall),
          p50: r.latency.p50,
          p99: r.latency.p99,
        }),
      );
      if (statements) {
        const rows = await admin.query<{ calls: string; ms: string; query: string }>(
          `SELECT s.calls::text, s.total_exec_time::numeric(12,1)::text AS ms, left(regexp_replace(s.query, '\\s+', ' ', 'g'), 110) AS query
           FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = $1 ORDER BY s.calls DESC LIMIT 25`,
          [servers.database],
        );
        for (const row of rows.rows) {
          console.log(
            `  ${(Number(row.calls) / done).toFixed(3).padStart(7)}/req ${(Number(row.ms) / done).toFixed(3).padStart(7)} ms/req  ${row.query}`,
          );
        }
      }
    }
    await admin.end();
  } finally {
    child.kill("SIGTERM");
    await stopped;
    clearTimeout(killTimer);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
