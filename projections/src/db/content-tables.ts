/**
 * Plain PostgreSQL tables for content (design notes §3): users, tokens, signals, settings...
 * Each capability adds its table types here and its DDL as a migration file.
 */
// biome-ignore lint/complexity/noBannedTypes: filled in by the capabilities
export type ContentTables = {};
