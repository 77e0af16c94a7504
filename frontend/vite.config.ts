import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The API lives on the same origin under /api. In development the dev server proxies /api
 * and /uploads to the ledger service (VITE_API_PROXY, default http://localhost:3000).
 */
const apiTarget = process.env.VITE_API_PROXY ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: {
    proxy: { "/api": apiTarget, "/uploads": apiTarget },
  },
  preview: {
    proxy: { "/api": apiTarget, "/uploads": apiTarget },
  },
  build: {
    outDir: "dist",
    reportCompressedSize: true,
    manifest: true,
    chunkSizeWarningLimit: 400,
  },
});
