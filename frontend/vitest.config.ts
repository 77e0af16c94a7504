import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    name: "frontend",
    environment: "jsdom",
    include: ["src/**/*.unit.spec.{ts,tsx}"],
    setupFiles: [fileURLToPath(new URL("./src/testing/setup-tests.ts", import.meta.url))],
  },
});
