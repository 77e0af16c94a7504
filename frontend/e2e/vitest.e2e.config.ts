import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Browser tests: `npm run test:e2e -w @app/frontend` (see e2e/README.md). */
export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    name: "frontend-e2e",
    environment: "node",
    include: ["e2e/**/*.e2e.spec.ts"],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
