#!/usr/bin/env node
// `npm run build`: every part compiled to JavaScript. The web app with Vite (frontend/dist), the
// server parts with esbuild into dist/ (one ES module per process; our workspaces are bundled in,
// packages from node_modules stay imports, so production runs `node dist/<part>.js` with the
// production dependencies only). `--server` builds the server parts alone.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** The processes, by output name. */
export const entryPoints = {
  "serve-all": "scripts/serve-all.ts", // API + web app + projections + workers (`npm start`)
  api: "ledger-service/src/main.ts",
  projections: "ledger-service/src/projections-main.ts",
  workers: "workers/src/main.ts",
  migrate: "ledger-service/src/db/migrate-cli.ts",
  "ledger-replay": "ledger-service/src/audit/replay-cli.ts",
  "ledger-verify": "ledger-service/src/audit/verify-cli.ts",
};

/** Our own workspaces (@app/*) and relative files are bundled; every other package stays external. */
const externalPackages = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@app/")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildServer({ outdir = path.join(root, "dist") } = {}) {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(entryPoints).map(([name, file]) => [name, path.join(root, file)])),
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    sourcemap: true,
    chunkNames: "chunks/[name]-[hash]",
    plugins: [externalPackages],
    logLevel: "warning",
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer();
  console.log(
    `built the server parts: ${Object.keys(entryPoints)
      .map((n) => `dist/${n}.js`)
      .join(", ")}`,
  );
  if (!process.argv.includes("--server")) {
    const r = spawnSync("npm", ["run", "build", "-w", "@app/frontend"], { cwd: root, stdio: "inherit" });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
