import path from "node:path";
import { sql } from "kysely";
import type { ChaosApp } from "../chaos/harness.js";
import { sleep } from "../chaos/harness.js";
import { Service } from "../chaos/processes.js";
import { waitForPort } from "./proxies.js";

export interface Fleet {
  apis: Array<{ service: Service; port: number }>;
  workers: Service[];
  runners: Service[];
  all(): Service[];
}

/** The runners' names in their lease (PROJECTION_RUNNER_ID), by index. */
export const runnerIds = ["runner-1", "runner-2"];

/**
 * Two API processes and two workers on PgBouncer's address, two projection runners on
 * PostgreSQL's own (the runner keeps a direct connection), all on the harness's database and
 * queues, each the built bundle's process (`bundle`: scripts/build.mjs's server output). Resolves
 * once both APIs listen.
 */
export async function startFleet(
  app: ChaosApp,
  options: { pooledUrl: string; apiPorts: number[]; publicUrl: string; bundle: string },
): Promise<Fleet> {
  // Not "test": that silences the logs, which are the first place to look when a check fails.
  const base = { ...app.childEnv, NODE_ENV: "development", LOG_LEVEL: "warn", PUBLIC_URL: options.publicUrl };
  const entry = (name: string) => path.join(options.bundle, `${name}.js`);
  const pooled = { ...base, DATABASE_URL: options.pooledUrl, PG_POOL_MAX: "10", PG_PREPARED_STATEMENTS: "false" };
  const apis = options.apiPorts.map((port, i) => ({
    port,
    service: new Service(
      `API ${i + 1}`,
      entry("api"),
      { ...pooled, PORT: String(port), EMBEDDED_PROJECTIONS: "false" },
      `${app.logFile}.api${i + 1}`,
    ),
  }));
  const workers = [1, 2].map((n) => new Service(`worker ${n}`, entry("workers"), pooled, `${app.logFile}.worker${n}`));
  const runners = runnerIds.map(
    (id, i) =>
      new Service(
        `projection runner ${i + 1}`,
        entry("projections"),
        { ...base, PROJECTION_RUNNER_ID: id, LOG_LEVEL: "info" },
        `${app.logFile}.runner${i + 1}`,
      ),
  );
  const fleet: Fleet = { apis, workers, runners, all: () => [...apis.map((a) => a.service), ...workers, ...runners] };
  for (const service of fleet.all()) service.start();
  await Promise.all(apis.map((a) => waitForPort(a.port, a.service.name, 300_000)));
  return fleet;
}

/** Who holds the projection lease now, and its fencing token. */
export async function leaseHolder(app: ChaosApp): Promise<{ holder: string; token: bigint } | null> {
  const r = await sql<{ holder: string; token: string }>`
    SELECT holder, token::text FROM leases WHERE name = 'projection-runner:rm'`.execute(app.ctx.db);
  const row = r.rows[0];
  return row ? { holder: row.holder, token: BigInt(row.token) } : null;
}

/** Waits until another runner than `from` holds the lease; how long it took. */
export async function waitForTakeover(app: ChaosApp, from: string, timeoutMs = 30_000): Promise<number | null> {
  const started = Date.now();
  for (;;) {
    const now = await leaseHolder(app);
    if (now && now.holder !== from) return Date.now() - started;
    if (Date.now() - started > timeoutMs) return null;
    await sleep(50);
  }
}
