import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const ENTRY = fileURLToPath(new URL("./run-worker.process.ts", import.meta.url));

export interface WorkerProcess {
  child: ChildProcess;
  /** Resolves with the last JSON line the process printed (its peak memory on SIGTERM). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; report: { maxRssKb?: number } | null }>;
}

/** Starts the run workers in a child process and resolves once they listen. */
export async function spawnRunWorker(env: Record<string, string>, timeoutMs = 30_000): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", ENTRY], {
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stderr?.on("data", (d) => {
    err += String(d);
  });
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`run worker not ready after ${timeoutMs} ms: ${err}`)), timeoutMs);
    child.stdout?.on("data", (d) => {
      out += String(d);
      if (out.includes("ready\n")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`run worker exited with ${code} before ready: ${err}`));
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
