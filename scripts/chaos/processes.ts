import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createWriteStream } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * A service entry point run as its own process (`node --import tsx <entry>`: one process, so
 * SIGKILL really kills it, unlike the tsx CLI's wrapper) that can be killed and started again.
 */
export class Service {
  child: ChildProcess | null = null;
  starts = 0;
  kills = 0;
  /** Exits nobody asked for (a crash): each is a finding. */
  readonly crashes: string[] = [];
  private readonly log;

  constructor(
    readonly name: string,
    private readonly entry: string,
    private readonly env: Record<string, string>,
    logFile: string,
  ) {
    this.log = createWriteStream(logFile, { flags: "a" });
  }

  start(): void {
    // A built bundle (.js) runs as it is; a TypeScript entry through tsx.
    const args = this.entry.endsWith(".js") ? [this.entry] : ["--import", "tsx", path.join(ROOT, this.entry)];
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...this.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.pipe(this.log, { end: false });
    child.stderr?.pipe(this.log, { end: false });
    let expected = false;
    (child as ChildProcess & { expectExit?: () => void }).expectExit = () => {
      expected = true;
    };
    child.once("exit", (code, signal) => {
      if (!expected) this.crashes.push(`${this.name} exited by itself (code ${code}, signal ${signal})`);
    });
    // Never outlive the suite, even when it dies of an uncaught error.
    const orphanGuard = () => child.kill("SIGKILL");
    process.once("exit", orphanGuard);
    child.once("exit", () => process.removeListener("exit", orphanGuard));
    this.child = child;
    this.starts++;
  }

  /** kill -9, and wait until the process is gone. */
  async kill(): Promise<void> {
    if (await this.end("SIGKILL")) this.kills++;
  }

  /** SIGTERM (a clean stop), SIGKILL after 10 s. */
  async stop(): Promise<void> {
    await this.end("SIGTERM", 10_000);
  }

  /** Sends `signal` to the running process (SIGKILL after `killAfterMs`) and waits until it is gone; false when none runs. */
  private async end(signal: NodeJS.Signals, killAfterMs?: number): Promise<boolean> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return false;
    (child as ChildProcess & { expectExit?: () => void }).expectExit?.();
    const gone = new Promise((r) => child.once("exit", r));
    child.kill(signal);
    const timer = killAfterMs === undefined ? undefined : setTimeout(() => child.kill("SIGKILL"), killAfterMs);
    await gone;
    clearTimeout(timer);
    return true;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }
}

/** `npm run <script>` with the given environment; its output and exit code. */
export function npmRun(script: string, env: Record<string, string>, timeoutMs = 300_000): { code: number | null; output: string } {
  const r = spawnSync("npm", ["run", "--silent", script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: timeoutMs,
  });
  return { code: r.status, output: `${r.stdout ?? ""}${r.stderr ?? ""}` };
}
