import type { Queue } from "bullmq";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** A money run as the progress gauges show it. */
export interface RunProgress {
  id: string;
  kind: "profit" | "reward";
  status: string;
  members: number;
  credited: number;
}

/** What the scrape-time gauges read, each time Prometheus asks (never cached between scrapes). */
export interface ScrapeSources {
  /** Events stored but not yet applied to the read models. */
  projectionLag(): Promise<number>;
  /** The read models' names (they share one checkpoint: each shows the same lag). */
  readModels: readonly string[];
  queues(): Queue[];
  /** The running runs and the latest run of each kind. */
  runs(): Promise<RunProgress[]>;
  /** Issue 34: the latest kept reserves reading of each network (difference = onChain - ledger, USDT). */
  reserves?(): Promise<Array<{ network: string; difference: string }>>;
  /** Actions admins did alone in the last 24 hours, by action kind (the "Approved alone" list). */
  approvedAlone?(): Promise<{ action: string; count: number }[]>;
}

/**
 * This process's Prometheus metrics (one registry per process, made by the composition root;
 * tests make their own). Counters are incremented where things happen (HTTP answers, auth
 * events, mails); gauges of state shared by every process (projection lag, queue depths, run
 * progress) are read from PostgreSQL and Redis at scrape time, so any one process shows them.
 */
export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<"method" | "route" | "status">;
  /** Answers 429 (sign-in held, uploads, registrations...), by route pattern. */
  rateLimited: Counter<"route">;
  /** Failed sign-ins: a wrong password or unknown email, a wrong second-factor code. */
  signInFailures: Counter<"step">;
  authEvents: Counter<"kind">;
  mailsSent: Counter<"mail">;
  mailsFailed: Counter<"mail" | "permanent">;
  /** The exposition text and its content type. */
  scrape(): Promise<{ contentType: string; text: string }>;
}

const PREFIX = "shareinvest_";
const QUEUE_STATES = ["waiting", "active", "delayed", "failed"] as const;

export function createMetrics(sources: ScrapeSources, options: { defaultMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const httpDuration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: "API request latency by route pattern (not the raw path), method and status.",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const rateLimited = new Counter({
    name: `${PREFIX}http_rate_limited_total`,
    help: "Requests answered 429 (too many), by route pattern.",
    labelNames: ["route"] as const,
    registers,
  });
  const signInFailures = new Counter({
    name: `${PREFIX}sign_in_failures_total`,
    help: "Failed sign-ins: step password (wrong password or unknown email) or second-factor (wrong code).",
    labelNames: ["step"] as const,
    registers,
  });
  const authEvents = new Counter({
    name: `${PREFIX}auth_events_total`,
    help: "Security events of accounts (the auth-event log lines), by kind.",
    labelNames: ["kind"] as const,
    registers,
  });
  const mailsSent = new Counter({
    name: `${PREFIX}mails_sent_total`,
    help: "Mails handed to the SMTP server (or the mail folder), by job name.",
    labelNames: ["mail"] as const,
    registers,
  });
  const mailsFailed = new Counter({
    name: `${PREFIX}mails_failed_total`,
    help: "Mail attempts that failed; permanent=true when the server refused it for good (not retried).",
    labelNames: ["mail", "permanent"] as const,
    registers,
  });
  new Gauge({
    name: `${PREFIX}projection_lag_events`,
    help: "Events stored but not yet in the read model (positions behind).",
    labelNames: ["read_model"] as const,
    registers,
    async collect() {
      const lag = await sources.projectionLag();
      for (const readModel of sources.readModels) this.set({ read_model: readModel }, lag);
    },
  });
  new Gauge({
    name: `${PREFIX}queue_jobs`,
    help: "Jobs in each BullMQ queue by state (waiting, active, delayed, failed), read at scrape time.",
    labelNames: ["queue", "state"] as const,
    registers,
    async collect() {
      await Promise.all(
        sources.queues().map(async (queue) => {
          const counts = await queue.getJobCounts(...QUEUE_STATES);
          for (const state of QUEUE_STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
        }),
      );
    },
  });
  new Gauge({
    name: `${PREFIX}run_members`,
    help: "Investors of a profit or reward run: members=all it credits, credited=done so far (running runs and the latest of each kind).",
    labelNames: ["kind", "run_id", "status", "count"] as const,
    registers,
    async collect() {
      this.reset();
      for (const run of await sources.runs()) {
        const labels = { kind: run.kind, run_id: run.id, status: run.status };
        this.set({ ...labels, count: "members" }, run.members);
        this.set({ ...labels, count: "credited" }, run.credited);
      }
    },
  });
  new Gauge({
    // The issue's own name, unprefixed: dashboards and alerts outside are written against it.
    name: "reserves_difference_usdt",
    help: "USDT on chain minus what the ledger says should be there, per network, from the latest kept reading.",
    labelNames: ["network"] as const,
    registers,
    async collect() {
      this.reset();
      for (const r of (await sources.reserves?.()) ?? []) this.set({ network: r.network }, Number(r.difference));
    },
  });
  new Gauge({
    name: `${PREFIX}approved_alone_24h`,
    help: "Actions admins did with no second admin in the last 24 hours, by action kind (GET /api/audit/approved-alone lists them).",
    labelNames: ["action"] as const,
    registers,
    async collect() {
      this.reset();
      for (const { action, count } of (await sources.approvedAlone?.()) ?? []) this.set({ action }, count);
    },
  });
  return {
    registry,
    httpDuration,
    rateLimited,
    signInFailures,
    authEvents,
    mailsSent,
    mailsFailed,
    async scrape() {
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
}
