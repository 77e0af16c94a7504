// Mutation check of the money rules, the decide functions and the ledger audit: `npm run test:mutation`
// (not in CI; the score is in docs/architecture.md). Only the unit specs of those files run.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "stryker.vitest.config.ts", related: false },
  mutate: [
    "contracts/src/money.ts",
    "ledger-service/src/investor/decide-purchases.ts",
    "ledger-service/src/investor/decide-credits.ts",
    "ledger-service/src/investor/decide-withdrawals.ts",
    "ledger-service/src/investor/decide-loans.ts",
    "ledger-service/src/investor/decide-sell-backs.ts",
    "ledger-service/src/audit/verify.ts",
  ],
  // The sandbox needs only the back end's sources.
  ignorePatterns: ["frontend", "workers", "docs", "scripts", "dist", "coverage", "test-artifacts", ".data", "reports"],
  coverageAnalysis: "perTest",
  concurrency: 2,
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  clearTextReporter: { allowColor: false, logTests: false },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: ".stryker-tmp",
  cleanTempDir: true,
  // A rerun tests only the mutants whose code or covering tests changed since the last one.
  incremental: true,
  incrementalFile: "reports/mutation/stryker-incremental.json",
  timeoutMS: 20000,
};
