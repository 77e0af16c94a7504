import { type AddressChain, chainOfNetwork, INVALID_ADDRESS_MESSAGES, isValidAddress, withdrawalNetworks } from "@app/contracts";
import { z } from "zod";
import { chainSettings } from "./chain-settings.js";
import { boardMembers } from "./board-members.js";
import { isTimeZone } from "./time-zone.js";

/**
 * Where investors send USDT and repay loans, as shipped: sample addresses that belong to nobody
 * we know. Fine on a laptop; in production each must be replaced (startup refuses otherwise).
 */
export const SAMPLE_WALLETS = {
  DEPOSIT_ADDRESS_BEP20: "0x5a1e0c7d4f3b2a19e8d7c6b5a4f3e2d1c0b9a817",
  DEPOSIT_ADDRESS_TRC20: "TJCx4A1XzNvy32sqbmi86xcURjRi1Etver",
  DEPOSIT_ADDRESS_APTOS: "0x7d3c1a9e5b2f4d6c8a0e1f3b5d7c9a2e4f6b8d0c1e3a5f7b9d2c4e6a8f0b1d3c",
  LOAN_REPAYMENT_ADDRESS: "TMW3gCGFve4AzBCioa8gjgacEWVs46BctG",
} as const;

/**
 * The sample operator the browser tests and screenshots start with (scripts/e2e.mjs sets the same
 * values), so they show what an operator's site looks like. Production refuses each of them.
 */
export const SAMPLE_IDENTITY = {
  LEGAL_NAME: "Share Invest Holdings Ltd",
  COMPANY_REGISTRATION: "RC 1234567",
  COMPANY_ADDRESS: "12 Adeola Odeku Street, Victoria Island, Lagos",
  SUPPORT_EMAIL: "support@shareinvest.example",
  SUPPORT_PHONE: "+234 803 123 4567",
  SUPPORT_WHATSAPP: "+234 803 765 4321",
  SUPPORT_HOURS: "Monday to Friday, 9:00 to 17:00 WAT",
} as const;

/** Express's `trust proxy`: true/false, a hop count, or addresses and names such as `loopback`. */
function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true" || value === "false") return value === "true";
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** A phone number as people write it: digits, spaces, dashes, brackets, a leading +. */
const phoneNumber = z.string().regex(/^\+?[\d\s()-]{7,24}$/, "must be a phone number such as +234 803 123 4567");

/**
 * Who runs the platform, as the web app (GET /api/site), mails, statements and the API docs
 * show it. Each unset one is left out where it would appear (never a placeholder); production
 * needs LEGAL_NAME, SUPPORT_EMAIL and COMPANY_ADDRESS.
 */
const identitySettings = {
  BRAND_NAME: z.string().trim().min(1).max(60).default("Share Invest"),
  LEGAL_NAME: z.string().trim().min(1).optional(),
  /** Corporate Affairs Commission (CAC) registration number, e.g. RC 1234567. */
  COMPANY_REGISTRATION: z.string().trim().min(1).optional(),
  /** Securities and Exchange Commission registration or licence number. */
  SEC_REGISTRATION: z.string().trim().min(1).optional(),
  COMPANY_ADDRESS: z.string().trim().min(1).optional(),
  SUPPORT_EMAIL: z.string().email().optional(),
  /** The IANA time zone of statements: their months' boundaries and the times they print. */
  STATEMENT_TIME_ZONE: z
    .string()
    .trim()
    .default("Africa/Lagos")
    .refine(isTimeZone, { message: "STATEMENT_TIME_ZONE must be an IANA time zone such as Africa/Lagos" }),
  SUPPORT_PHONE: phoneNumber.optional(),
  /** The support WhatsApp number (the web app links to https://wa.me/<digits>). */
  SUPPORT_WHATSAPP: phoneNumber.optional(),
  /** When support answers, as people read it, e.g. "Monday to Friday, 9:00 to 17:00 WAT" (Contact shows it). */
  SUPPORT_HOURS: z.string().trim().min(1).max(120).optional(),
  /** The community's messaging channel and group (the footer and Contact page link to them). */
  COMMUNITY_CHANNEL_URL: z.string().url().startsWith("https://").optional(),
  COMMUNITY_GROUP_URL: z.string().url().startsWith("https://").optional(),
  /** Named on About; unset, About has no founder section. */
  FOUNDER_NAME: z.string().trim().min(1).max(120).optional(),
  /** Comma-separated "Name – Role" (an en dash or a spaced hyphen; the role optional), listed on About. */
  BOARD_MEMBERS: boardMembers.optional(),
  /** The logo: a path on this site (/logo.svg in frontend/public) or an https:// address. */
  LOGO_URL: z
    .string()
    .regex(/^(\/[^/]|https:\/\/)/, "must be a path such as /logo.svg or an https:// address")
    .optional(),
};

/** Every setting, by environment variable (.env.example documents each one). */
const settings = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Projection runner and workers: serve GET /health on this port (for container healthchecks). */
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  DATABASE_URL: z.string().url().default("postgres://postgres@127.0.0.1:5432/shareinvest"),
  /** The database owner, for migrations only; set, DATABASE_URL is the app role `<database>_app` (migration 0070). */
  MIGRATION_DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL connections one process opens at most (behind PgBouncer: its client connections). */
  PG_POOL_MAX: z.coerce.number().int().min(2).max(500).optional(),
  /** false behind PgBouncer older than 1.21 in transaction mode: no named prepared statements. */
  PG_PREPARED_STATEMENTS: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  REDIS_URL: z.string().default("redis://127.0.0.1:6379"),
  /** Redis's password (`requirepass`), used by every connection; a password inside REDIS_URL works too. */
  REDIS_PASSWORD: z.string().optional(),
  /** Key prefix of the job queues: several deployments (or test runs) can share one Redis. */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[\w-]+$/)
    .default("si"),
  /** `postgres` (default) or an esdb:// / kurrentdb:// URL for EventStoreDB. */
  EVENT_STORE: z.string().default("postgres"),
  /** Unset outside production: a random secret is made on first start and kept in the database. */
  JWT_SECRET: z.string().optional(),
  JWT_EXPIRES_IN: z.string().default("12h"),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SMTP_URL: z.string().optional(),
  /** Unset: `${BRAND_NAME} <no-reply@localhost>`. */
  MAIL_FROM: z.string().optional(),
  MAIL_DIR: z.string().default(".data/mail"),
  UPLOAD_DIR: z.string().default(".data/uploads"),
  /** Stored images per user, in MB (proofs, receipts, pictures); above it an upload is refused (413). */
  UPLOAD_QUOTA_MB: z.coerce.number().positive().max(100_000).default(50),
  /** Uploads one user may make in an hour (429 above it). */
  UPLOAD_RATE_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /** How long an unanswered Idempotency-Key claim holds before the same request may claim it again (shared/idempotency.ts). */
  IDEMPOTENCY_LEASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** Money writes (buy, withdraw, sell back, borrow, manual payment) per investor and minute (shared/money-write-limit.ts). */
  MONEY_WRITES_PER_USER_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Uploads an hour from one client address, whoever is signed in (above: 429). */
  UPLOAD_RATE_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(300),
  /** How long a signed link to a payment proof or receipt stays valid (403 after). */
  UPLOAD_LINK_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  /** Unset: http://localhost:${PORT}. */
  PUBLIC_URL: z.string().url().optional(),
  CORS_ORIGIN: z.string().optional(),
  FRONTEND_DIST: z.string().default("frontend/dist"),
  DEPOSIT_ADDRESS_BEP20: z.string().trim().default(SAMPLE_WALLETS.DEPOSIT_ADDRESS_BEP20),
  DEPOSIT_ADDRESS_TRC20: z.string().trim().default(SAMPLE_WALLETS.DEPOSIT_ADDRESS_TRC20),
  DEPOSIT_ADDRESS_APTOS: z.string().trim().default(SAMPLE_WALLETS.DEPOSIT_ADDRESS_APTOS),
  LOAN_REPAYMENT_ADDRESS: z.string().trim().default(SAMPLE_WALLETS.LOAN_REPAYMENT_ADDRESS),
  /** The network of LOAN_REPAYMENT_ADDRESS, shown beside it on the manual payment page. */
  LOAN_REPAYMENT_NETWORK: z.enum(withdrawalNetworks).default("USDT TRC20"),
  ...identitySettings,
  ...chainSettings,
  /** The API process runs the projection runner too (`npm start` always does). */
  EMBEDDED_PROJECTIONS: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /**
   * The projection runner's name in its lease (unset: host name and process id). A runner started
   * again under the same name takes its lease back at once instead of waiting for it to lapse.
   */
  PROJECTION_RUNNER_ID: z.string().trim().min(1).max(200).optional(),
  /** Money-event notifications are mailed (the projection runner's process enqueues them). */
  NOTIFICATION_EMAILS: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /** Express's `trust proxy`: which hops' X-Forwarded-For to believe for the client's address. */
  TRUST_PROXY: z.string().default("loopback").transform(parseTrustProxy),
  /** Share of each profit credit that repays an active loan first (0..1; default all). */
  LOAN_REPAYMENT_SHARE: z
    .string()
    .regex(/^(0(\.\d+)?|1(\.0+)?)$/)
    .default("1"),
  PROFIT_RUN_BATCH_SIZE: z.coerce.number().int().min(1).max(10000).default(500),
  /** BullMQ lock of a run job: a killed worker's run is picked up again after it lapses. */
  RUN_LOCK_DURATION_MS: z.coerce.number().int().min(500).default(10000),
  /** How often workers look for runs whose worker died (stalled jobs). */
  RUN_STALLED_INTERVAL_MS: z.coerce.number().int().min(200).default(5000),
  /** How many jobs a run is enqueued as: that many idle workers share it. */
  RUN_PARALLEL_JOBS: z.coerce.number().int().min(1).max(32).default(2),
  /** How long a worker's claim on a batch of run members lasts before others may take it. */
  RUN_CLAIM_LEASE_MS: z.coerce.number().int().min(500).default(30000),
  /** How many batches of a run one worker processes at once (each its own claim of members). */
  RUN_BATCHES_IN_FLIGHT: z.coerce.number().int().min(1).max(16).default(3),
  /**
   * A run snapshots a member's folded state when it had to fold at least this many events
   * past the last snapshot; later runs fold only the events after it. 0: no snapshots.
   * 4 (was 20): each event read and folded cost the worker about 25 us of CPU, a snapshot row
   * less than four of them (30,000 investors with 10 credits each: 71-79 us per investor
   * against 173-187 us with 20; docs/benchmarks.md).
   */
  RUN_SNAPSHOT_EVERY: z.coerce.number().int().min(0).default(4),
  /**
   * The most stream events one batch of a run reads and holds at once: a batch of members with
   * long streams and no snapshot (the first run after an upgrade, or RUN_SNAPSHOT_EVERY=0) reads
   * them a group at a time, each folded and let go before the next, which bounds the worker's
   * memory (docs/benchmarks.md). Members with short streams are read in one go as before.
   */
  RUN_READ_EVENTS: z.coerce.number().int().min(100).default(5000),
  /**
   * The largest profit run and referral-reward run one admin may start, in percent. Above it
   * the run is refused (422) and nothing changes.
   */
  MAX_PROFIT_PERCENT: z.coerce.number().positive().max(1000).default(20),
  MAX_REWARD_PERCENT: z.coerce.number().positive().max(1000).default(20),
  /** Dollars one referrer may be credited by one referral reward run (their team investment counts up to what pays this). */
  REFERRAL_REWARD_MAX_PER_RUN: z.coerce.number().min(0).default(1000),
  /** A withdrawal to a wallet its investor never used before waits this long for approval (0: off). */
  NEW_WALLET_HOLD_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  /** The server ends a session without a request for this long (401); the web app does too. */
  SESSION_IDLE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  /**
   * Four eyes, once two or more admins exist: profit and reward runs above this percent, and
   * withdrawal, loan and manual-payment approvals above this many dollars, wait for a second
   * admin's approval (share price changes, share edits and admin grants always do).
   */
  FOUR_EYES_PERCENT: z.coerce.number().min(0).max(1000).default(5),
  FOUR_EYES_AMOUNT: z.coerce.number().min(0).default(1000),
  /** Four eyes: dollars one admin may approve alone in a rolling 24 hours (their sum). */
  FOUR_EYES_DAILY_AMOUNT: z.coerce.number().min(0).default(5000),
  /** While one admin exists: percent the share price may move in 7 days by that admin alone (the sum of the moves). */
  FOUR_EYES_PRICE_MOVE_PERCENT: z.coerce.number().min(0).max(1000).default(10),
  /** Approving a money action (and the other admin actions: price, shares, roles, deleting a user, broadcasts) asks for the admin's current TOTP code; unset: on in production. */
  ADMIN_ACTION_CODE: z.enum(["true", "false"]).optional(),
  /** Sell-back: days a lot of shares must be held since its approval before it may be sold back. */
  SELL_BACK_MIN_HOLD_DAYS: z.coerce.number().int().min(0).max(3650).default(182),
  /**
   * true: every log line written while serving a request carries its id (AsyncLocalStorage,
   * which on Node 20 costs about a fifth of an authenticated read's CPU). Otherwise the access
   * log line and the error lines carry it.
   */
  LOG_REQUEST_CONTEXT: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Scale-out and operations (uploads in a shared store, metrics).
  /**
   * Where uploads' bytes live: `postgres` (default; every API host serves every proof, backups
   * hold them) or `s3://bucket[/prefix]` (AWS_REGION, AWS_ACCESS_KEY_ID, ... as the AWS SDK reads
   * them; S3_ENDPOINT for MinIO-like stores). UPLOAD_DIR is only read to move older files in.
   */
  UPLOAD_STORE: z
    .string()
    .regex(/^(postgres|s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[\w./-]*)?)$/, "must be postgres or s3://bucket[/prefix]")
    .default("postgres"),
  /**
   * GET /api/ready answers 503 once the projections are more than this many events behind the
   * event store (a runner catching up after a burst is normal; a stopped one is not).
   */
  READY_MAX_LAG_EVENTS: z.coerce.number().int().min(0).max(100_000_000).default(1000),
  /** An S3-compatible endpoint (MinIO, Ceph, R2): requests go there, path-style. */
  S3_ENDPOINT: z.string().url().optional(),
  /** A scraper's bearer token for GET /api/admin/metrics (at least 32 characters); admins' tokens work too. */
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  /** OpenTelemetry traces go to this OTLP/HTTP endpoint (read by the SDK, started before the app; unset: off). */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
});

export const SETTING_NAMES = Object.keys(settings.shape);

/** Each platform wallet and the network whose address rule it must meet (investors send real money to it). */
const WALLET_CHAINS: Record<keyof typeof SAMPLE_WALLETS, (env: z.infer<typeof settings>) => AddressChain> = {
  DEPOSIT_ADDRESS_BEP20: () => "BEP20",
  DEPOSIT_ADDRESS_TRC20: () => "TRC20",
  DEPOSIT_ADDRESS_APTOS: () => "APTOS",
  LOAN_REPAYMENT_ADDRESS: (env) => chainOfNetwork(env.LOAN_REPAYMENT_NETWORK) ?? "TRC20",
};

const schema = settings
  .superRefine((env, ctx) => {
    const unsafe = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    for (const [name, chainOf] of Object.entries(WALLET_CHAINS)) {
      const chain = chainOf(env);
      if (!isValidAddress(chain, env[name as keyof typeof WALLET_CHAINS])) unsafe(name, INVALID_ADDRESS_MESSAGES[chain]);
    }
    if (env.NODE_ENV !== "production") return;
    // Harmless on a laptop, dangerous with real money: every one is named, in one message.
    if (!env.JWT_SECRET || env.JWT_SECRET.length < 32) unsafe("JWT_SECRET", "must be set to at least 32 characters in production");
    for (const [name, sample] of Object.entries(SAMPLE_WALLETS))
      if (env[name as keyof typeof SAMPLE_WALLETS] === sample)
        unsafe(name, "is the sample address; set the platform's own wallet in production");
    if (!env.SMTP_URL) unsafe("SMTP_URL", "must be set in production (mails are not written to disk there)");
    if (!env.PUBLIC_URL?.startsWith("https://")) unsafe("PUBLIC_URL", "must be an https:// address in production");
    // Investors are owed a name, an address and a way to write to whoever holds their money.
    for (const name of ["LEGAL_NAME", "SUPPORT_EMAIL", "COMPANY_ADDRESS"] as const)
      if (!env[name]) unsafe(name, "must be set in production (the site, mails and statements name who runs the platform)");
    for (const [name, sample] of Object.entries(SAMPLE_IDENTITY))
      if (env[name as keyof typeof SAMPLE_IDENTITY] === sample) unsafe(name, "is the sample identity of the tests; set the operator's own");
  })
  .transform(({ ADMIN_ACTION_CODE, ...env }) => ({
    ...env,
    ADMIN_ACTION_CODE: ADMIN_ACTION_CODE === undefined ? env.NODE_ENV === "production" : ADMIN_ACTION_CODE === "true",
    // Another PORT moves the links in mails with it, unless an address is given.
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    MAIL_FROM: env.MAIL_FROM ?? `${env.BRAND_NAME} <no-reply@localhost>`,
  }));

export type Config = z.output<typeof schema>;

/** The configuration a running process uses: the signing secret is always known by then. */
export type RuntimeConfig = Config & { JWT_SECRET: string };

/** Parses the environment once at start; fails with the list of what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty value (`JWT_SECRET=` in an .env file) means unset.
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "")));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return parsed.data;
}
