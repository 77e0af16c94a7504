export * from "./common.js";
export * from "./settings.js";
