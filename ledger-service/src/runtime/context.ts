import type { Database, DatabaseHandle } from "@app/projections";
import type { EventStore, Position } from "@app/event-store";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { ChainReaders } from "../platform/chain-port.js";
import type { RateCounters } from "../platform/rate-counters.js";
import type { SessionStore } from "../platform/session-store.js";
import type { RuntimeConfig } from "./config.js";
import type { JobQueues } from "../platform/queues.js";
import type { Metrics } from "../platform/metrics.js";
import type { UploadStore } from "../platform/upload-store.js";

/**
 * Everything a route or command handler needs, built once per process in a composition root
 * (src/main.ts, or the tests) and passed down: no module-level singletons.
 */
export interface AppContext {
  config: RuntimeConfig;
  handle: DatabaseHandle;
  db: Kysely<Database>;
  store: EventStore;
  clock: () => Date;
  logger: Logger;
  queues: JobQueues;
  /** Redis counters for rate limits (login, password reset, contact form), shared by replicas. */
  counters: RateCounters;
  /** Redis: login challenges of the second factor and each session's last activity (idle logout). */
  sessions: SessionStore;
  /**
   * Waits (bounded, 5 s) until the read models include `position`: read-your-writes. After a
   * write, a timeout answers 202 (recorded, not yet visible); with `before: "decision"`, when
   * fresh read models are needed to decide something, it answers 503 and nothing is written.
   */
  readYourWrites: (position: Position | null, options?: { before?: "answer" | "decision" }) => Promise<void>;
  /** Uploads' bytes (payment proofs, receipts, pictures), shared by every API host: UPLOAD_STORE. */
  uploads: UploadStore;
  /** This process's Prometheus registry and counters (platform/metrics.ts). */
  metrics: Metrics;
  /** One reader per network whose node is configured (CHAIN_*): the others are not checked on chain. */
  chain: ChainReaders;
  /** Pings for /api/ready. */
  health: { redis: () => Promise<boolean>; projectionLag: () => Promise<number> };
}
