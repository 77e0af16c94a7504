import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { tronWallet } from "../testing/wallets.js";
import { numberedRequest, type RequestSetup } from "./numbered-request.js";

/**
 * API benchmark: autocannon, 64 connections on loopback, against the real API and a
 * bare Express route served by the same child process (ledger-service/bench/api-server.ts).
 * Figures: GET /api/user/dashboard with many investors' tokens rotated, POST /api/withdrawals
 * (each a valid $10 withdrawal, spread over every investor), and the bare route; the median of
 * 3 runs of BENCH_SCALE x 5 s each, one JSON line per figure, then ours / bare.
 */
const scale = Number(process.env.BENCH_SCALE ?? "1");
const runs = Math.max(3, Number(process.env.BENCH_RUNS ?? "3"));
const seconds = Math.max(1, Math.round(5 * scale));
const connections = Number(process.env.API_BENCH_CONNECTIONS ?? "64");
const investors = Math.max(200, Math.round(2000 * Math.min(scale, 1)));

interface Servers {
  apiUrl: string;
  bareUrl: string;
  tokens: string[];
}

function startServers() {
  const entry = fileURLToPath(new URL("./api-server.ts", import.meta.url));
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    env: { ...process.env, API_BENCH_INVESTORS: String(investors) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ready = new Promise<Servers>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (d) => {
      out += String(d);
      const nl = out.indexOf("\n");
      if (nl >= 0) resolve(JSON.parse(out.slice(0, nl)) as Servers);
    });
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code} before it was ready`)));
  });
  const stopped = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { child, ready, stopped };
}

interface Figure {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function measure(
  url: string,
  duration: number,
  request: { method: "GET" | "POST"; path: string; setup?: RequestSetup },
): Promise<Figure> {
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [numberedRequest(request.method, request.path, request.setup)],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

function summarise(name: string, figures: Figure[]) {
  const line = {
    bench: "api",
    scenario: name,
    connections,
    secondsPerRun: seconds,
    requestsPerSecond: Math.round(median(figures.map((f) => f.requestsPerSecond))),
    p50Ms: median(figures.map((f) => f.p50Ms)),
    p99Ms: median(figures.map((f) => f.p99Ms)),
    non2xx: figures.reduce((s, f) => s + f.non2xx, 0),
    errors: figures.reduce((s, f) => s + f.errors, 0),
    runs: figures.map((f) => Math.round(f.requestsPerSecond)),
  };
  console.log(JSON.stringify(line));
  return line;
}

async function main() {
  const servers = startServers();
  const killTimer = setTimeout(() => servers.child.kill("SIGKILL"), 20 * 60_000).unref();
  try {
    const { apiUrl, bareUrl, tokens } = await servers.ready;
    const bearer = (i: number) => ({ authorization: `Bearer ${tokens[i % tokens.length]}` });
    const body = JSON.stringify({ amount: "10", wallet: tronWallet("bench"), network: "USDT TRC20", source: "profit" });
    const scenarios = {
      "bare express GET /api/hello": (duration = seconds) => measure(bareUrl, duration, { method: "GET", path: "/api/hello" }),
      "GET /api/user/dashboard": (duration = seconds) =>
        measure(apiUrl, duration, { method: "GET", path: "/api/user/dashboard", setup: (i) => ({ headers: bearer(i) }) }),
      "POST /api/withdrawals": (duration = seconds) =>
        measure(apiUrl, duration, {
          method: "POST",
          path: "/api/withdrawals",
          setup: (i) => ({ headers: { ...bearer(i), "content-type": "application/json" }, body }),
        }),
    };
    // API_BENCH_SCENARIOS=dashboard,withdrawals (names containing these) runs some; bare always runs.
    const picked = process.env.API_BENCH_SCENARIOS?.split(",");
    for (const name of Object.keys(scenarios) as Array<keyof typeof scenarios>) {
      if (picked && !name.startsWith("bare") && !picked.some((p) => name.includes(p))) delete scenarios[name];
    }
    // One unrecorded second of each first (JIT, pools, caches), then interleaved rounds, so a
    // slow minute on this shared machine hits every scenario alike.
    for (const run of Object.values(scenarios)) await run(1);
    const figures: Record<string, Figure[]> = {};
    for (let r = 0; r < runs; r++) {
      for (const [name, run] of Object.entries(scenarios)) figures[name] = [...(figures[name] ?? []), await run()];
    }
    const lines = Object.fromEntries(Object.entries(figures).map(([name, f]) => [name, summarise(name, f)]));
    const bare = lines["bare express GET /api/hello"]!.requestsPerSecond;
    for (const name of ["GET /api/user/dashboard", "POST /api/withdrawals"].filter((n) => lines[n])) {
      console.log(
        JSON.stringify({
          bench: "api",
          ratio: `${name} / bare express`,
          oursOverBare: Number((lines[name]!.requestsPerSecond / bare).toFixed(3)),
        }),
      );
    }
  } finally {
    servers.child.kill("SIGTERM");
    await servers.stopped;
    clearTimeout(killTimer);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
