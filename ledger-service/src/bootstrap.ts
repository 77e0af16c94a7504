import {
  CheckpointWatcher,
  allProjections,
  createDatabase,
  ensureDatabaseExists,
  ensureReadModelSchema,
  Lease,
  ProjectionRunner,
} from "@app/projections";
import { hostname } from "node:os";
import { createEventStore, type EventStore } from "@app/event-store";
import { useSnapshots } from "@app/event-store/snapshots";
import type { Redis } from "ioredis";
import { createRedis, refuseWithoutRedisAuth } from "./runtime/redis-connection.js";
import { sql } from "kysely";
import { pino, type Logger } from "pino";
import type { Config } from "./runtime/config.js";
import type { AppContext } from "./runtime/context.js";
import { migrateDatabase } from "./db/migrate.js";
import { createJobQueues } from "./platform/queues.js";
import { RecordedNotYetVisible, ServiceUnavailableError } from "./platform/errors.js";
import { createRedisCounters } from "./platform/rate-counters.js";
import { createRedisSessionStore } from "./platform/session-store.js";
import { REDIS_WAIT_MS, redisBounded } from "./platform/redis-bounded.js";
import { ensureAdmin } from "./auth/ensure-admin.js";
import { approvalActions } from "./approval-actions.js";
import { registerApprovalActions } from "./approvals/registry.js";
import { ensureSigningSecret } from "./auth/signing-secret.js";
import { requestIdMixin } from "./shared/request-context.js";
import { prettyDestination } from "./runtime/pretty-log.js";
import { redisOutages, waitForPostgres } from "./runtime/wait-for-dependencies.js";
import { NotificationMailDispatcher } from "./notifications/mail-dispatcher.js";
import { createMetrics } from "./platform/metrics.js";
import { chainReaders } from "./chain/readers.js";
import { latestReadings } from "./reserves/reserve-readings.js";
import { approvedAloneLastDay, currentRuns } from "./metrics/scrape-sources.js";
import { createUploadStore } from "./uploads/stores/create-upload-store.js";
import { moveDiskUploads } from "./uploads/stores/disk-move.js";

/** Events per projection batch of the runner in this process. */
const PROJECTION_BATCH = 1000;

export interface CreateRuntimeOptions {
  embeddedProjections: boolean;
  queuePrefix?: string;
  logger?: Logger;
  clock?: () => Date;
  poolMax?: number;
  /** The embedded runner applies batches only while it holds the projection lease (several runner processes, one active). */
  projectionLease?: boolean;
}

export interface Runtime {
  ctx: AppContext;
  redis: Redis;
  /** Present when this process runs the projections itself (embedded default, tests). */
  runner: ProjectionRunner | null;
  /** Enqueues notification mails after each batch; beside the embedded runner, when mails are on. */
  mailDispatcher: NotificationMailDispatcher | null;
  close(): Promise<void>;
}

/** JSON lines for log shippers; readable lines when stdout is a terminal (a newcomer's `npm start`). */
export function createLogger(config: Config, terminal = Boolean(process.stdout.isTTY)): Logger {
  const options = {
    level: config.NODE_ENV === "test" ? "silent" : config.LOG_LEVEL,
    redact: ["req.headers.authorization", "req.headers.cookie"],
    mixin: requestIdMixin,
  };
  return terminal ? pino(options, prettyDestination()) : pino(options);
}

/**
 * The composition root shared by every entry point: database (migrated), event store, read
 * models, queues, and optionally an in-process projection runner.
 */
export async function createRuntime(config: Config, options: CreateRuntimeOptions): Promise<Runtime> {
  // Four eyes reaches the actions it holds through its registry, filled here (approvals/registry.ts).
  registerApprovalActions(approvalActions);
  const logger = options.logger ?? createLogger(config);
  await refuseWithoutRedisAuth(config);
  // With MIGRATION_DATABASE_URL (the owner), migrations and the read-model schema run as the
  // owner; the process then works as DATABASE_URL's least-privilege app role (migration 0070).
  const ownerUrl = config.MIGRATION_DATABASE_URL ?? config.DATABASE_URL;
  // PostgreSQL down at start: one line per attempt naming it and its setting, retried with backoff.
  await waitForPostgres({ DATABASE_URL: ownerUrl }, { logger }, config.MIGRATION_DATABASE_URL ? "MIGRATION_DATABASE_URL" : "DATABASE_URL");
  await ensureDatabaseExists(ownerUrl);
  if (ownerUrl !== config.DATABASE_URL) await migrateAsOwner(ownerUrl, config.DATABASE_URL);
  const handle = createDatabase({
    connectionString: config.DATABASE_URL,
    max: config.PG_POOL_MAX ?? options.poolMax ?? 20,
    preparedStatements: config.PG_PREPARED_STATEMENTS,
  });
  if (ownerUrl === config.DATABASE_URL) {
    await migrateDatabase(handle.db);
    await ensureReadModelSchema(handle, allProjections);
  }
  const runtimeConfig = { ...config, JWT_SECRET: config.JWT_SECRET ?? (await ensureSigningSecret(handle.db)) };
  const store: EventStore = await createEventStore({ eventStoreUrl: config.EVENT_STORE, pool: handle.pool });
  // Streams read per request whose history only grows (offering, settings, allowances) keep snapshots.
  useSnapshots(store, handle.db);
  const redis = createRedis(config, { maxRetriesPerRequest: null, lazyConnect: false });
  const outages = redisOutages(config, logger);
  redis.on("error", (error) => outages.error(error));
  redis.on("ready", () => outages.ready());
  // Requests (throttles, sessions, upload limits) use their own connection that gives up fast:
  // while Redis is away a command fails after one reconnect attempt or REDIS_WAIT_MS instead of
  // waiting in the queue (the queues' connection waits for ever, as BullMQ needs).
  const requestRedis = createRedis(config, {
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_WAIT_MS,
    connectTimeout: REDIS_WAIT_MS,
    lazyConnect: false,
  });
  requestRedis.on("error", (error) => outages.error(error, { connection: "requests" }));
  requestRedis.on("ready", () => outages.ready());
  const queues = createJobQueues(redis, options.queuePrefix ?? config.QUEUE_PREFIX, config.RUN_PARALLEL_JOBS);
  // With the runner in this process, its batches report progress directly (onAdvance), so the
  // poll of rm_checkpoint is only the fallback for a batch another runner applied: every 25 ms
  // instead of every 5 (each poll was a statement, 0.4 per withdrawal under load).
  const watcher = new CheckpointWatcher(handle, options.embeddedProjections ? 25 : 5);
  // The runner's last batch was full: more events wait (a profit run's credits). The mail
  // dispatcher shares this process with it and lets it finish first: every balance is visible
  // sooner, and the mails follow (the same mails; they wait at most 30 s for it).
  let runnerBehind = false;
  const mailDispatcher =
    options.embeddedProjections && config.NOTIFICATION_EMAILS
      ? new NotificationMailDispatcher({ handle, queues, logger, publicUrl: config.PUBLIC_URL, runnerBehind: () => runnerBehind })
      : null;
  const runner = options.embeddedProjections
    ? new ProjectionRunner({
        store,
        handle,
        projections: allProjections,
        batchSize: PROJECTION_BATCH,
        onAdvance: (position, applied) => {
          watcher.advanced(position);
          runnerBehind = applied >= PROJECTION_BATCH;
          mailDispatcher?.kick();
        },
        onCaughtUp: () => {
          if (!runnerBehind) return;
          runnerBehind = false;
          mailDispatcher?.kick();
        },
        onError: (error) => logger.error({ err: error }, "projection batch failed"),
        ...(options.projectionLease
          ? {
              lease: new Lease(handle.db, {
                name: `projection-runner:${handle.readSchema}`,
                holder: config.PROJECTION_RUNNER_ID ?? `${hostname()}:${process.pid}`,
                onChange: (held, token) =>
                  logger.info(
                    { token: token?.toString() },
                    held ? "projection lease taken: this runner applies the events" : "projection lease lost: standing by",
                  ),
              }),
            }
          : {}),
      })
    : null;

  const uploads = await createUploadStore(config, handle.db);
  const metrics = createMetrics({
    projectionLag: () => ctx.health.projectionLag(),
    readModels: allProjections.map((p) => p.name),
    queues: () => queues.all(),
    runs: () => currentRuns(handle.db),
    reserves: () => latestReadings(handle.db),
    approvedAlone: () => approvedAloneLastDay(handle.db, ctx.clock()),
  });
  const ctx: AppContext = {
    config: runtimeConfig,
    handle,
    db: handle.db,
    store,
    clock: options.clock ?? (() => new Date()),
    logger,
    queues,
    counters: createRedisCounters(requestRedis, options.queuePrefix ?? config.QUEUE_PREFIX),
    sessions: createRedisSessionStore(requestRedis, options.queuePrefix ?? config.QUEUE_PREFIX),
    uploads,
    metrics,
    chain: await chainReaders(config),
    async readYourWrites(position, waitOptions) {
      if (!position) return;
      runner?.kick();
      if (await watcher.waitFor(position, 5000)) return;
      logger.warn({ position: String(position.prepare) }, "read models did not catch up within 5 s");
      if (waitOptions?.before === "decision") throw new ServiceUnavailableError("The ledger is catching up, please try again shortly");
      throw new RecordedNotYetVisible();
    },
    health: {
      redis: async () => (await redisBounded(requestRedis.ping()).catch(() => null)) === "PONG",
      projectionLag: async () => {
        const r = await sql<{ lag: string }>`
          SELECT count(*)::text AS lag FROM events e, rm_checkpoint c
          WHERE (e.transaction_id, e.global_position) > (c.commit_pos::text::xid8, c.prepare_pos)`.execute(handle.db);
        return Number(r.rows[0]?.lag ?? 0);
      },
    },
  };
  const close = async () => {
    await runner?.stop();
    await mailDispatcher?.stop();
    watcher.close();
    await queues.close();
    redis.disconnect();
    requestRedis.disconnect();
    await store.close();
    await uploads.close();
    await handle.close();
  };
  runner?.start();
  mailDispatcher?.start();
  try {
    await ensureAdmin(ctx);
    await moveDiskUploads({ db: handle.db, store: uploads, logger }, config.UPLOAD_DIR);
  } catch (error) {
    await close(); // start refused (ADMIN_EMAIL names a non-admin): leave nothing open
    throw error;
  }
  return { ctx, redis, runner, mailDispatcher, close };
}

/**
 * Migrations and the read-model schema as the owner (MIGRATION_DATABASE_URL), then the app
 * role's password from DATABASE_URL when it has one (the owner sets it: the app role cannot).
 */
async function migrateAsOwner(ownerUrl: string, appUrl: string): Promise<void> {
  const owner = createDatabase({ connectionString: ownerUrl, max: 2 });
  try {
    await migrateDatabase(owner.db);
    await ensureReadModelSchema(owner, allProjections);
    const app = new URL(appUrl);
    const role = decodeURIComponent(app.username);
    // A utility statement takes no parameters: the operator's password is embedded as a quoted literal.
    if (role && app.password) await sql`ALTER ROLE ${sql.id(role)} PASSWORD ${sql.lit(decodeURIComponent(app.password))}`.execute(owner.db);
  } finally {
    await owner.close();
  }
}
