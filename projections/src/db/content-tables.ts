import type { ColumnType, Generated } from "kysely";

/**
 * Plain PostgreSQL tables for content (design notes §3): users, tokens, signals, settings...
 * Each capability adds its table types here and its DDL as a migration of the ledger service
 * (ledger-service/src/db/migrations), whose commands write these tables; a replay never touches them.
 */
export interface UsersTable {
  id: string;
  full_name: string;
  email: string;
  password_hash: string;
  referral_code: string;
  referred_by: string | null;
  phone: Generated<string>;
  wallet: Generated<string>;
  profile_picture: Generated<string>;
  is_admin: Generated<boolean>;
  is_auditor: Generated<boolean>;
  email_verified: Generated<boolean>;
  token_version: Generated<number>;
  deleted_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** Encrypted TOTP secrets (migration 0040): never selected into an answer. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  totp_last_step: ColumnType<string | null, number | null | undefined, number | null>;
  /** The investor's IANA time zone (migration 0060); null reads as Africa/Lagos. */
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Hashes of a user's one-time recovery codes (migration 0040). */
export interface RecoveryCodesTable {
  user_id: string;
  code_hash: string;
  used_at: Date | null;
}

/** One sign-in's session (migration 0006): named by the token's `sid`, never holding the token. */
export interface UserSessionsTable {
  id: string;
  user_id: string;
  token_version: number;
  device: string;
  address: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  ended_at: Date | null;
}

/** A withdrawal to a wallet new to its investor, approvable only after `approvable_at` (migration 0040). */
/** Profit and referral-reward run bookkeeping (migration 0030). */
export interface MoneyRunsTable {
  id: string;
  kind: "profit" | "reward";
  percentage: string;
  price_per_share: string;
  loan_repayment_share: string;
  total: number;
  total_shares: string;
  processed: Generated<number>;
  total_amount: Generated<string>;
  status: "running" | "completed" | "failed";
  last_error: string | null;
  started_by: string | null;
  /** The second admin who released the run (four eyes), if one had to. */
  approved_by: Generated<string | null>;
  started_at: Date;
  completed_at: Date | null;
}
export interface MoneyRunMembersTable {
  run_id: string;
  user_id: string;
  shares: string;
  team_investment: string | null;
  processed: Generated<boolean>;
  amount: string | null;
  claimed_until: Date | null;
}

/** Idempotency-Key claims and the stored first responses (migration 0020). */
export interface IdempotencyKeysTable {
  user_id: string;
  idempotency_key: string;
  request_hash: string;
  response_status: number | null;
  response_body: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  completed_at: Date | null;
}

export interface AuditRunsTable {
  id: Generated<string>;
  kind: "replay" | "verify";
  ok: boolean;
  report: unknown;
  finished_at: Generated<Date>;
}

/** Stored images and their owners (migration 0041): a proof is named once, by its owner. */
export interface UploadsTable {
  id: string;
  owner_id: string;
  name: string;
  kind: "proof" | "profile";
  size: number;
  created_at: ColumnType<Date, Date | undefined, never>;
  used_by: string | null;
  used_at: Date | null;
}

/** One-time tokens of email verification and password reset (migration 0010); only a hash stored. */
export interface AuthTokensTable {
  id: string;
  user_id: string;
  purpose: "verify-email" | "reset-password";
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}
/** Contact form messages, announcements and trading signals (migration 0011). */
export interface ContactMessagesTable {
  id: string;
  full_name: string;
  email: string;
  message: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}
/** Who wrote an admin's content row and when it was made and last changed. */
interface EditedContent {
  created_by: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
export interface AnnouncementsTable extends EditedContent {
  id: Generated<string>;
  message: string;
  is_active: boolean;
}
export interface SignalsTable extends EditedContent {
  id: string;
  title: string;
  content: string;
  entry: Generated<string>;
  target: Generated<string>;
  stop_loss: Generated<string>;
  leverage: Generated<string>;
  risk: "Low" | "Medium" | "High" | null;
  notes: Generated<string>;
  status: Generated<"open" | "hit" | "closed">;
}
/** Admin broadcasts and each recipient's outcome (migration 0012). */
export interface BroadcastsTable {
  id: string;
  subject: string;
  html: string;
  content_hash: string;
  idempotency_key: string | null;
  created_by: string;
  status: Generated<"queued" | "sending" | "completed">;
  recipients: Generated<number>;
  sent: Generated<number>;
  failed: Generated<number>;
  created_at: ColumnType<Date, Date | undefined, never>;
  completed_at: Date | null;
}
export interface BroadcastDeliveriesTable {
  broadcast_id: string;
  user_id: string;
  email: string;
  status: Generated<"pending" | "sent" | "failed">;
  attempts: Generated<number>;
  error: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface ContentTables {
  users: UsersTable;
  audit_runs: AuditRunsTable;
  money_runs: MoneyRunsTable;
  money_run_members: MoneyRunMembersTable;
  idempotency_keys: IdempotencyKeysTable;
  auth_tokens: AuthTokensTable;
  contact_messages: ContactMessagesTable;
  announcements: AnnouncementsTable;
  signals: SignalsTable;
  broadcasts: BroadcastsTable;
  broadcast_deliveries: BroadcastDeliveriesTable;
  uploads: UploadsTable;
  recovery_codes: RecoveryCodesTable;
  user_sessions: UserSessionsTable;
}
