import { type Kysely, sql } from "kysely";

/**
 * Bookkeeping of profit and referral-reward runs (design notes §3): the run's parameters and
 * progress, and its members fixed at start. The money itself is in the investors' streams;
 * these rows only say who is left to process, so a restarted worker resumes where it stopped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE money_runs (
      id UUID PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('profit', 'reward')),
      percentage NUMERIC(12,4) NOT NULL,
      price_per_share NUMERIC(20,2) NOT NULL,
      loan_repayment_share NUMERIC(6,4) NOT NULL,
      total INTEGER NOT NULL,
      total_shares NUMERIC(14,1) NOT NULL,
      processed INTEGER NOT NULL DEFAULT 0,
      total_amount NUMERIC(20,2) NOT NULL DEFAULT 0,
      status TEXT NOT NULL CHECK (status IN ('running', 'completed', 'failed')),
      last_error TEXT,
      started_by UUID,
      started_at TIMESTAMPTZ NOT NULL,
      completed_at TIMESTAMPTZ
    )`.execute(db);
  // One run of each kind at a time: a double click must not credit everyone twice.
  await sql`CREATE UNIQUE INDEX money_runs_one_running ON money_runs (kind) WHERE status = 'running'`.execute(db);
  await sql`CREATE INDEX money_runs_kind_started ON money_runs (kind, started_at DESC)`.execute(db);
  await sql`
    CREATE TABLE money_run_members (
      run_id UUID NOT NULL REFERENCES money_runs(id),
      user_id UUID NOT NULL,
      shares NUMERIC(14,1) NOT NULL,
      team_investment NUMERIC(20,2),
      processed BOOLEAN NOT NULL DEFAULT false,
      amount NUMERIC(20,2),
      PRIMARY KEY (run_id, user_id)
    )`.execute(db);
  await sql`CREATE INDEX money_run_members_todo ON money_run_members (run_id, user_id) WHERE NOT processed`.execute(db);
}
