import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The unit specs of the mutated files, for Stryker only. The workspace packages resolve to this
 * folder's sources: through node_modules' links they would reach the unmutated originals from
 * Stryker's sandbox copy.
 */
export default defineConfig({
  resolve: {
    alias: ["contracts", "event-store", "projections", "ledger-service"].flatMap((pkg) => [
      { find: new RegExp(`^@app/${pkg}$`), replacement: here(`./${pkg}/src/index.ts`) },
      { find: new RegExp(`^@app/${pkg}/testing/(.*)$`), replacement: here(`./${pkg}/testing/$1.ts`) },
      { find: new RegExp(`^@app/${pkg}/(.*)$`), replacement: here(`./${pkg}/src/$1.ts`) },
    ]),
  },
  test: {
    include: [
      "contracts/src/money.unit.spec.ts",
      "contracts/src/money-rules.unit.spec.ts",
      // The decide functions' own specs (the investor's fast-check property spec is left out: it
      // would run its hundreds of cases for every mutant).
      "ledger-service/src/investor/{decide-*,purchases,credits,loans}.unit.spec.ts",
      "ledger-service/src/withdrawals/withdrawals.unit.spec.ts",
      // Only when the ledger audit is mutated on its own (stryker.config.mjs says how).
      ...(process.env.STRYKER_AUDIT ? ["ledger-service/src/audit/verify.int.spec.ts"] : []),
    ],
    exclude: ["**/node_modules/**"],
    // The audit's spec starts a server over a fresh database.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
