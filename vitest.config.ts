import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      "frontend/vitest.config.ts",
      {
        test: {
          name: "unit",
          include: ["{contracts,event-store,projections,ledger-service,workers}/**/*.unit.spec.ts"],
          exclude: ["**/node_modules/**"],
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
