// Mutation check of the money rules (contracts' money.ts and the investor's decide functions):
// `npm run test:mutation` (nightly, or CI's full run with CI_MUTATION=1), which also writes
// docs/mutation-summary.json (scripts/mutation-summary.mjs) and fails below its thresholds.
// Only the unit specs of those files run. The ledger audit (verify.ts) can be mutated on its own:
// `STRYKER_AUDIT=1 npx stryker run --mutate ledger-service/src/audit/verify.ts` (about 40 minutes: each mutant starts a server).
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
  ],
  // The sandbox needs only the back end's sources.
  ignorePatterns: ["frontend", "workers", "docs", "scripts", "dist", "coverage", "test-artifacts", ".data", "reports"],
  coverageAnalysis: "perTest",
  concurrency: 2,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  clearTextReporter: { allowColor: false, logTests: false },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: ".stryker-tmp",
  cleanTempDir: true,
  // A rerun tests only the mutants whose code or covering tests changed since the last one.
  incremental: true,
  incrementalFile: "reports/mutation/stryker-incremental.json",
  timeoutMS: 20000,
};
