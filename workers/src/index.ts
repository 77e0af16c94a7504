export * from "./start-workers.js";
export * from "./worker-registry.js";
