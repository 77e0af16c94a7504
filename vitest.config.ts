import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // The "...-unavailable" specs start the API against a Redis nobody listens on, on purpose. An
    // ioredis connection attempt to that dead port, rejected while such a file runs, is the outage
    // under test, not a fault of the behaviour it checks (seen once in CI, 7 times, origin not
    // pinned down yet: docs/reliability.md). Any other unhandled error still fails the run.
    onUnhandledError(error) {
      const e = error as { code?: string; VITEST_TEST_PATH?: string };
      if (e.code === "ECONNREFUSED" && /-unavailable\.int\.spec\.ts$/.test(e.VITEST_TEST_PATH ?? "")) return false;
    },
    projects: [
      "frontend/vitest.config.ts",
      {
        test: {
          name: "unit",
          include: ["{contracts,event-store,projections,ledger-service,workers}/**/*.unit.spec.ts", "scripts/**/*.unit.spec.ts"],
          exclude: ["**/node_modules/**"],
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: "int",
          include: ["{contracts,event-store,projections,ledger-service,workers}/**/*.int.spec.ts"],
          exclude: ["**/node_modules/**"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          // Integration files run after the unit files, two at a time (each has its own database).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
