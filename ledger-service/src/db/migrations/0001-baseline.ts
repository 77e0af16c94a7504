import { type Kysely, sql } from "kysely";

/**
 * The baseline (nothing was deployed before it): the product's tables beside the event store
 * (users and their tokens, second factor, content, broadcasts, idempotency keys, audit runs,
 * money-run bookkeeping, secrets, uploads, notifications): what the commands write and a replay
 * does not rebuild. The event store's tables and functions come before, in the projections' set
 * (its notification mail checkpoint starts at the last event). Migrations after this one get a
 * number above the last of both sets and a line in ./index.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // users
  await sql`
    CREATE TABLE users (
      id UUID PRIMARY KEY,
      full_name TEXT NOT NULL,
      email TEXT NOT NULL,
      password_hash TEXT NOT NULL,
      referral_code TEXT NOT NULL UNIQUE,
      referred_by UUID REFERENCES users(id),
      phone TEXT NOT NULL DEFAULT '',
      wallet TEXT NOT NULL DEFAULT '',
      profile_picture TEXT NOT NULL DEFAULT '',
      is_admin BOOLEAN NOT NULL DEFAULT false,
      is_auditor BOOLEAN NOT NULL DEFAULT false,
      email_verified BOOLEAN NOT NULL DEFAULT false,
      token_version INTEGER NOT NULL DEFAULT 0,
      deleted_at TIMESTAMPTZ,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX users_email_active ON users (lower(email)) WHERE deleted_at IS NULL`.execute(db);
  await sql`CREATE INDEX users_referred_by ON users (referred_by)`.execute(db);
  // audit runs
  await sql`
    CREATE TABLE audit_runs (
      id BIGSERIAL PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('replay', 'verify')),
      ok BOOLEAN NOT NULL,
      report JSONB NOT NULL,
      finished_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  // auth tokens
  await sql`
    CREATE TABLE auth_tokens (
      id UUID PRIMARY KEY,
      user_id UUID NOT NULL REFERENCES users(id),
      purpose TEXT NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
      token_hash TEXT NOT NULL UNIQUE,
      expires_at TIMESTAMPTZ NOT NULL,
      used_at TIMESTAMPTZ,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX auth_tokens_user ON auth_tokens (user_id, purpose)`.execute(db);
  // content
  await sql`
    CREATE TABLE contact_messages (
      id UUID PRIMARY KEY,
      full_name TEXT NOT NULL,
      email TEXT NOT NULL,
      message TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX contact_messages_created ON contact_messages (created_at DESC)`.execute(db);
  // Every save is a new row (history kept); the newest row is the current announcement.
  await sql`
    CREATE TABLE announcements (
      id BIGSERIAL PRIMARY KEY,
      message TEXT NOT NULL,
      is_active BOOLEAN NOT NULL,
      created_by UUID REFERENCES users(id),
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE signals (
      id UUID PRIMARY KEY,
      title TEXT NOT NULL,
      content TEXT NOT NULL,
      entry TEXT NOT NULL DEFAULT '',
      target TEXT NOT NULL DEFAULT '',
      stop_loss TEXT NOT NULL DEFAULT '',
      leverage TEXT NOT NULL DEFAULT '',
      risk TEXT CHECK (risk IN ('Low', 'Medium', 'High')),
      notes TEXT NOT NULL DEFAULT '',
      status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'hit', 'closed')),
      created_by UUID REFERENCES users(id),
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX signals_created ON signals (created_at DESC)`.execute(db);
  // broadcasts
  await sql`
    CREATE TABLE broadcasts (
      id UUID PRIMARY KEY,
      subject TEXT NOT NULL,
      html TEXT NOT NULL,
      content_hash TEXT NOT NULL,
      idempotency_key TEXT,
      created_by UUID NOT NULL REFERENCES users(id),
      status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'completed')),
      recipients INTEGER NOT NULL DEFAULT 0,
      sent INTEGER NOT NULL DEFAULT 0,
      failed INTEGER NOT NULL DEFAULT 0,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      completed_at TIMESTAMPTZ
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX broadcasts_idempotency ON broadcasts (created_by, idempotency_key) WHERE idempotency_key IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX broadcasts_recent ON broadcasts (created_by, content_hash, created_at DESC)`.execute(db);
  await sql`
    CREATE TABLE broadcast_deliveries (
      broadcast_id UUID NOT NULL REFERENCES broadcasts(id),
      user_id UUID NOT NULL REFERENCES users(id),
      email TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
      attempts INTEGER NOT NULL DEFAULT 0,
      error TEXT,
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (broadcast_id, user_id)
    )`.execute(db);
  await sql`CREATE INDEX broadcast_deliveries_pending ON broadcast_deliveries (broadcast_id) WHERE status = 'pending'`.execute(db);
  // idempotency keys
  await sql`
    CREATE TABLE idempotency_keys (
      user_id UUID NOT NULL,
      idempotency_key TEXT NOT NULL,
      request_hash TEXT NOT NULL,
      response_status INTEGER,
      -- The JSON text exactly as first sent (JSONB would reorder keys: replays must be identical).
      response_body TEXT,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      completed_at TIMESTAMPTZ,
      PRIMARY KEY (user_id, idempotency_key)
    )`.execute(db);
  await sql`CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at)`.execute(db);
  // money runs
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
  // run member claims
  await sql`ALTER TABLE money_run_members ADD COLUMN IF NOT EXISTS claimed_until TIMESTAMPTZ`.execute(db);
  // run members lighter updates
  await sql`ALTER TABLE money_run_members SET (fillfactor = 70)`.execute(db);
  // app secrets
  await sql`
    CREATE TABLE app_secrets (
      name TEXT PRIMARY KEY,
      value TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  // second factor
  await sql`
    ALTER TABLE users
      ADD COLUMN totp_secret TEXT,
      ADD COLUMN totp_pending_secret TEXT,
      ADD COLUMN totp_enabled_at TIMESTAMPTZ,
      ADD COLUMN totp_last_step BIGINT`.execute(db);
  await sql`
    CREATE TABLE recovery_codes (
      user_id UUID NOT NULL REFERENCES users(id),
      code_hash TEXT NOT NULL,
      used_at TIMESTAMPTZ,
      PRIMARY KEY (user_id, code_hash)
    )`.execute(db);
  await sql`
    CREATE TABLE withdrawal_wallet_holds (
      withdrawal_id UUID PRIMARY KEY,
      user_id UUID NOT NULL REFERENCES users(id),
      wallet TEXT NOT NULL,
      approvable_at TIMESTAMPTZ NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  // uploads
  await sql`
    CREATE TABLE uploads (
      id UUID PRIMARY KEY,
      owner_id UUID NOT NULL,
      name TEXT NOT NULL UNIQUE,
      kind TEXT NOT NULL CHECK (kind IN ('proof', 'profile')),
      size INTEGER NOT NULL CHECK (size >= 0),
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      used_by TEXT,
      used_at TIMESTAMPTZ
    )`.execute(db);
  await sql`CREATE INDEX uploads_owner ON uploads (owner_id)`.execute(db);
  // run approvers
  await sql`ALTER TABLE money_runs ADD COLUMN approved_by UUID`.execute(db);
  // notifications
  await sql`
    CREATE TABLE notification_reads (
      notification_id TEXT PRIMARY KEY,
      user_id UUID NOT NULL REFERENCES users (id),
      read_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX notification_reads_user ON notification_reads (user_id)`.execute(db);
  await sql`
    CREATE TABLE notification_settings (
      user_id UUID PRIMARY KEY REFERENCES users (id),
      profit_emails BOOLEAN NOT NULL,
      reward_emails BOOLEAN NOT NULL,
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE notification_mail_checkpoint (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      commit_pos BIGINT NOT NULL,
      prepare_pos BIGINT NOT NULL
    )`.execute(db);
  await sql`
    INSERT INTO notification_mail_checkpoint (id, commit_pos, prepare_pos)
    SELECT 1, coalesce((SELECT transaction_id::text::bigint FROM events ORDER BY transaction_id DESC LIMIT 1), 0),
              coalesce((SELECT max(global_position) FROM events), 0)`.execute(db);
}
