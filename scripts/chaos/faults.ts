import type { Redis } from "ioredis";
import { createRedis, redisSettingsFromEnv } from "@app/ledger-service/runtime/redis-connection";
import pg from "pg";
import { TEST_PG_ADMIN_URL } from "@app/projections/testing/test-database";
import { CHAOS_REDIS_DB } from "./harness.js";

/**
 * The faults themselves, from outside the processes under test: PostgreSQL backends of the
 * test database terminated, and Redis clients on the suite's own logical database killed.
 * The shared servers keep running; nobody else's connections are touched.
 */
export class FaultInjector {
  private readonly pgAdmin: pg.Client;
  // Connected to db 0, so it never appears among the clients it kills.
  private readonly redisAdmin: Redis;

  private constructor(private readonly databaseName: string) {
    this.pgAdmin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
    const settings = redisSettingsFromEnv();
    this.redisAdmin = createRedis({ ...settings, REDIS_URL: settings.REDIS_URL.replace(/\/\d+$/, "") }, { maxRetriesPerRequest: 3 });
  }

  static async connect(databaseName: string): Promise<FaultInjector> {
    const f = new FaultInjector(databaseName);
    await f.pgAdmin.connect();
    f.pgAdmin.on("error", () => {});
    return f;
  }

  /** pg_terminate_backend for every backend of the test database; returns how many. */
  async terminatePostgresBackends(): Promise<number> {
    const r = await this.pgAdmin.query<{ n: string }>(
      "SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::text AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
      [this.databaseName],
    );
    return Number(r.rows[0]?.n ?? 0);
  }

  /** CLIENT KILL ID for every client on the suite's Redis database; returns how many. */
  async killRedisClients(): Promise<number> {
    const list = String(await this.redisAdmin.call("CLIENT", "LIST"));
    const ids = list
      .split("\n")
      .filter((line) => new RegExp(`(^| )db=${CHAOS_REDIS_DB}( |$)`).test(line))
      .map((line) => /(?:^| )id=(\d+)/.exec(line)?.[1])
      .filter((id): id is string => Boolean(id));
    let killed = 0;
    for (const id of ids) killed += Number(await this.redisAdmin.call("CLIENT", "KILL", "ID", id).catch(() => 0));
    return killed;
  }

  async close(): Promise<void> {
    await this.pgAdmin.end().catch(() => {});
    this.redisAdmin.disconnect();
  }
}
