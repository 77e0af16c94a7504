import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const RUN_WORKER = fileURLToPath(new URL("./run-worker.process.ts", import.meta.url));
const EMAIL_WORKER = fileURLToPath(new URL("../email/email-worker.process.ts", import.meta.url));

export interface WorkerProcess {
  child: ChildProcess;
  /** Resolves with the last JSON line the process printed (its peak memory on SIGTERM). */
  exited: Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    report: { maxRssKb?: number; phasesMs?: Record<string, number> } | null;
  }>;
}

/** Run locks a killed worker loses within seconds, so another worker takes its jobs over in a test's time. */
export const QUICK_TAKEOVER = { RUN_LOCK_DURATION_MS: "2000", RUN_STALLED_INTERVAL_MS: "1000" };

/** The settings a worker process works with on a running app's database, Redis and queues, `env` added. */
export function workerEnvFor(
  app: { config: { DATABASE_URL: string; REDIS_URL: string }; queuePrefix: string },
  env: Record<string, string>,
): Record<string, string> {
  return { ...env, DATABASE_URL: app.config.DATABASE_URL, REDIS_URL: app.config.REDIS_URL, QUEUE_PREFIX: app.queuePrefix };
}

/** SIGKILLs the processes still running: a failed test's leftovers. */
export function killLeftovers(processes: readonly WorkerProcess[]): void {
  for (const w of processes) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill("SIGKILL");
}

/** Starts the run workers in a child process and resolves once they listen. */
export function spawnRunWorker(env: Record<string, string>, timeoutMs = 30_000): Promise<WorkerProcess> {
  return spawnWorkerProcess(RUN_WORKER, env, timeoutMs);
}

/** Starts the email worker in a child process and resolves once it listens. */
export function spawnEmailWorker(env: Record<string, string>, timeoutMs = 30_000): Promise<WorkerProcess> {
  return spawnWorkerProcess(EMAIL_WORKER, env, timeoutMs);
}

async function spawnWorkerProcess(entry: string, env: Record<string, string>, timeoutMs: number): Promise<WorkerProcess> {
  // WORKER_CPU_PROF=DIR (benchmarks): a V8 CPU profile of the worker, written to DIR when it exits.
  const profile = process.env.WORKER_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.WORKER_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", entry], {
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stderr?.on("data", (d) => {
    err += String(d);
  });
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker not ready after ${timeoutMs} ms: ${err}`)), timeoutMs);
    child.stdout?.on("data", (d) => {
      out += String(d);
      if (out.includes("ready\n")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited with ${code} before ready: ${err}`));
    });
  });
  const exited = new Promise<Awaited<WorkerProcess["exited"]>>((resolve) => {
    child.once("exit", (code, signal) => {
      const last = out
        .trim()
        .split("\n")
        .reverse()
        .find((l) => l.startsWith("{"));
      resolve({ code, signal, report: last ? JSON.parse(last) : null });
    });
  });
  await ready;
  return { child, exited };
}
