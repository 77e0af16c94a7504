import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    name: "frontend",
    environment: "jsdom",
    // Both cores (vitest's default in a run is one worker fewer than the cores: one, here).
    maxWorkers: 2,
    // Room for several waits of up to 4 s each (setup-tests.ts' asyncUtilTimeout).
    testTimeout: 20_000,
    include: ["src/**/*.unit.spec.{ts,tsx}"],
    setupFiles: [fileURLToPath(new URL("./src/testing/setup-tests.ts", import.meta.url))],
  },
});
