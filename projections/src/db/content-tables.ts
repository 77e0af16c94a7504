import type { ColumnType, Generated } from "kysely";

/**
 * Plain PostgreSQL tables for content (design notes §3): users, tokens, signals, settings...
 * Each capability adds its table types here and its DDL as a migration file.
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
}

export interface ContentTables {
  users: UsersTable;
}
