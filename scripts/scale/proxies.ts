import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, chmodSync, writeFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "@app/ledger-service/testing/ports";
import { haproxyCfg, pgbouncerIni } from "./configs.js";

/** Debian's HAProxy and PgBouncer, from the PATH or /usr/sbin (not on a user's PATH). */
export function findBinary(name: "haproxy" | "pgbouncer"): string | null {
  for (const dir of [...(process.env.PATH ?? "").split(":"), "/usr/sbin", "/usr/local/sbin"]) {
    const file = path.join(dir, name);
    if (dir && existsSync(file)) return file;
  }
  return null;
}

/** Resolves once something accepts TCP connections on the port. */
export async function waitForPort(port: number, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`${what} did not listen on port ${port} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface Proxy {
  port: number;
  url: string;
  stop(): Promise<void>;
}

/** A private directory for the proxies' configuration and logs, readable by PgBouncer's user. */
export function proxyDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "si-scale-"));
  chmodSync(dir, 0o777);
  return dir;
}

function run(binary: string, args: string[], logFile: string): ChildProcess {
  const child = spawn(binary, args, { stdio: ["ignore", "ignore", "ignore"] });
  const orphanGuard = () => child.kill("SIGKILL");
  process.once("exit", orphanGuard);
  child.once("exit", () => process.removeListener("exit", orphanGuard));
  child.once("error", (error) => writeFileSync(logFile, String(error), { flag: "a" }));
  return child;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
  await gone;
  clearTimeout(timer);
}

/**
 * PgBouncer in transaction mode (configs.ts) in front of the PostgreSQL of `databaseUrl` (every
 * database name passed through, trust auth as the test cluster has).
 */
export async function startPgBouncer(binary: string, dir: string, databaseUrl: string, poolSize: number): Promise<Proxy> {
  const target = new URL(databaseUrl);
  const port = await freePort();
  const user = decodeURIComponent(target.username || "postgres");
  writeFileSync(path.join(dir, "userlist.txt"), `"${user}" ""\n`);
  writeFileSync(
    path.join(dir, "pgbouncer.ini"),
    pgbouncerIni({
      listenAddr: "127.0.0.1",
      listenPort: port,
      server: { host: target.hostname, port: Number(target.port || 5432) },
      unixSocketDir: dir,
      authType: "trust",
      authFile: path.join(dir, "userlist.txt"),
      poolSize,
      logFile: path.join(dir, "pgbouncer.log"),
      pidFile: path.join(dir, "pgbouncer.pid"),
    }),
  );
  // PgBouncer refuses to run as root: it switches to PostgreSQL's user then.
  const asUser = process.getuid?.() === 0 ? ["-u", "postgres"] : [];
  const child = run(binary, [...asUser, path.join(dir, "pgbouncer.ini")], path.join(dir, "pgbouncer.log"));
  await waitForPort(port, "PgBouncer");
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return { port, url: url.toString(), stop: () => stopChild(child) };
}

/** HAProxy in front of the API processes (configs.ts: round robin, health on GET /api/health). */
export async function startHaproxy(binary: string, dir: string, port: number, apiPorts: number[]): Promise<Proxy> {
  const config = path.join(dir, "haproxy.cfg");
  writeFileSync(config, haproxyCfg({ bind: `127.0.0.1:${port}`, servers: apiPorts.map((p) => `127.0.0.1:${p}`) }));
  const child = run(binary, ["-db", "-f", config], path.join(dir, "haproxy.log"));
  await waitForPort(port, "HAProxy");
  return { port, url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
