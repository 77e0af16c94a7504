export * from "./accounts.js";
export * from "./constants.js";
export * from "./events.js";
export * from "./money.js";
export * from "./streams.js";
export * from "./jobs.js";
export * from "./api/index.js";
export * from "./auth-messages.js";
