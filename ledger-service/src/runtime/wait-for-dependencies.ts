import pg from "pg";
import type { Logger } from "pino";

/** host:port of a connection URL, never its user or password. */
export function whereOf(url: string, defaultPort: number): string {
  try {
    const u = new URL(url);
    return `${u.hostname || "127.0.0.1"}:${u.port || defaultPort}`;
  } catch {
    return "an address that is not a URL";
  }
}

/** Errors of a service that is not (yet) there: waited for. Anything else (a wrong password) is not. */
const NOT_ANSWERING = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "ECONNRESET",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "57P03",
]);

function codeOf(error: unknown): string {
  const e = error as { code?: string; errors?: Array<{ code?: string }>; message?: string };
  return e.code ?? e.errors?.[0]?.code ?? (/timeout|timed out/i.test(e.message ?? "") ? "ETIMEDOUT" : "unknown");
}

export interface WaitOptions {
  logger: Pick<Logger, "warn" | "info">;
  /** First pause between attempts, doubled after each up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Tries `attempt` until it succeeds: while the service is not answering, one line per attempt
 * names it, its setting and address, and the pause before the next try, which doubles (1 s, 2 s,
 * 4 s, ... 30 s at most). An error that is not about reaching it (authentication, a bad URL) is
 * thrown at once, named the same way.
 */
export async function waitFor(
  what: { service: string; setting: string; where: string },
  attempt: () => Promise<void>,
  options: WaitOptions,
): Promise<void> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let delay = options.firstDelayMs ?? 1000;
  let waited = false;
  for (;;) {
    try {
      await attempt();
      if (waited) options.logger.info(`${what.service} at ${what.setting} (${what.where}) answers`);
      return;
    } catch (error) {
      const code = codeOf(error);
      const name = `${what.service} at ${what.setting} (${what.where})`;
      if (!NOT_ANSWERING.has(code)) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`${name} refused the connection: ${reason}`);
      }
      options.logger.warn(`${name} is not answering (${code}); retrying in ${delay / 1000} s`);
      waited = true;
      await sleep(delay);
      delay = Math.min(delay * 2, options.maxDelayMs ?? 30_000);
    }
  }
}

/**
 * Waits at start until PostgreSQL (DATABASE_URL's server) answers: nothing works without it (the
 * migrations run next). Redis is not waited for: the API serves what needs no Redis while it is
 * away, and its connections reconnect by themselves (redisOutages reports them).
 */
export async function waitForPostgres(
  config: { DATABASE_URL: string },
  options: WaitOptions,
  /** The setting the URL came from, named in the message (MIGRATION_DATABASE_URL when migrations run as the owner). */
  setting = "DATABASE_URL",
): Promise<void> {
  // The server's own database: DATABASE_URL's may not exist yet (it is created next).
  const adminUrl = new URL(config.DATABASE_URL);
  adminUrl.pathname = "/postgres";
  await waitFor(
    { service: "PostgreSQL", setting, where: whereOf(config.DATABASE_URL, 5432) },
    async () => {
      const client = new pg.Client({ connectionString: adminUrl.toString(), connectionTimeoutMillis: 5000 });
      client.on("error", () => {}); // reported by the rejected connect
      try {
        await client.connect();
      } finally {
        await client.end().catch(() => {});
      }
    },
    options,
  );
}

/**
 * One report per outage of Redis for all of a process's connections (each reconnects with its
 * own backoff, and each failed attempt is an error event): the first connection error names
 * Redis, REDIS_URL and its address in one line, a reminder follows at most once a minute while
 * it lasts, and one line says when it answers again. Errors that are not about reaching Redis
 * are logged as they come.
 */
export function redisOutages(config: { REDIS_URL: string }, logger: Pick<Logger, "warn" | "info">, now: () => number = Date.now) {
  const name = `Redis at REDIS_URL (${whereOf(config.REDIS_URL, 6379)})`;
  let downSince: number | null = null;
  let lastReport = 0;
  return {
    error(error: unknown, context: Record<string, unknown> = {}): void {
      const code = codeOf(error);
      if (!NOT_ANSWERING.has(code)) {
        logger.warn({ err: error, ...context }, `${name}: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      const at = now();
      if (downSince === null) {
        downSince = at;
        lastReport = at;
        logger.warn(`${name} is not answering (${code}); reconnecting with backoff`);
      } else if (at - lastReport >= 60_000) {
        lastReport = at;
        logger.warn(`${name} is still not answering after ${Math.round((at - downSince) / 1000)} s (${code}); reconnecting with backoff`);
      }
    },
    ready(): void {
      if (downSince === null) return;
      logger.info(`${name} answers again after ${Math.round((now() - downSince) / 1000)} s`);
      downSince = null;
    },
  };
}
