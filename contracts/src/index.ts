export * from "./accounts.js";
export * from "./constants.js";
export * from "./events.js";
export * from "./money.js";
export * from "./streams.js";
