/** Read-model tables (schema `rm`, or a replay schema): one entry per projection table. */
// biome-ignore lint/complexity/noBannedTypes: filled in by the projections
export type ReadModelTables = {};
