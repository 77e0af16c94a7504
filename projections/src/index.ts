export * from "./db/database.js";
export * from "./db/migrate.js";
export type { Database } from "./db/schema.js";
export * from "./registry.js";
export * from "./runner/checkpoint-watcher.js";
export * from "./runner/projection.js";
export * from "./runner/projection-runner.js";
export * from "./runner/read-model-schema.js";
export * from "./runner/runner-lease.js";
