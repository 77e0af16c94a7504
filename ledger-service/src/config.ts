import { z } from "zod";

const DEV_JWT_SECRET = "dev-only-secret-change-me-0123456789abcdef";

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z.string().url().default("postgres://postgres@127.0.0.1:5432/shareinvest"),
    REDIS_URL: z.string().default("redis://127.0.0.1:6379"),
    /** `postgres` (default) or an esdb:// / kurrentdb:// URL for EventStoreDB. */
    EVENT_STORE: z.string().default("postgres"),
    JWT_SECRET: z.string().optional(),
    JWT_EXPIRES_IN: z.string().default("12h"),
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default("Share Invest <no-reply@localhost>"),
    MAIL_DIR: z.string().default(".data/mail"),
    UPLOAD_DIR: z.string().default(".data/uploads"),
    PUBLIC_URL: z.string().url().default("http://localhost:3000"),
    CORS_ORIGIN: z.string().optional(),
    FRONTEND_DIST: z.string().default("frontend/dist"),
    DEPOSIT_ADDRESS_BEP20: z.string().default("0x5a1e0c7d4f3b2a19e8d7c6b5a4f3e2d1c0b9a817"),
    DEPOSIT_ADDRESS_TRC20: z.string().default("TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE"),
    DEPOSIT_ADDRESS_APTOS: z.string().default("0x7d3c1a9e5b2f4d6c8a0e1f3b5d7c9a2e4f6b8d0c1e3a5f7b9d2c4e6a8f0b1d3c"),
    LOAN_REPAYMENT_ADDRESS: z.string().default("TLoanRepayWa11etAddre55xxxxxxxxxxxx"),
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
    /**
     * A run snapshots a member's folded state when it had to fold at least this many events
     * past the last snapshot; later runs fold only the events after it. 0: no snapshots.
     */
    RUN_SNAPSHOT_EVERY: z.coerce.number().int().min(0).default(20),
    /**
     * Money safety (issue 14): the largest profit run and referral-reward run one admin may
     * start, in percent. Above it the run is refused (422) and nothing changes.
     */
    MAX_PROFIT_PERCENT: z.coerce.number().positive().max(1000).default(20),
    MAX_REWARD_PERCENT: z.coerce.number().positive().max(1000).default(20),
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
  })
  .transform((env, ctx) => {
    const secret = env.JWT_SECRET ?? (env.NODE_ENV === "production" ? undefined : DEV_JWT_SECRET);
    if (!secret || (env.NODE_ENV === "production" && secret.length < 32)) {
      ctx.addIssue({ code: "custom", path: ["JWT_SECRET"], message: "must be set to at least 32 characters in production" });
      return z.NEVER;
    }
    return { ...env, JWT_SECRET: secret };
  });

export type Config = z.infer<typeof schema>;

/** Parses the environment once at start; fails with the list of what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return parsed.data;
}
