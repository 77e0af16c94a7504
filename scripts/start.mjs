#!/usr/bin/env node
// `npm start`: installs what is missing, builds (the server parts always, in well under a second;
// the web app when its sources changed), migrates (at process start) and serves API + web app +
// projections + workers in one process on PORT (3000), running `node` on the compiled output.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync(path.join(root, "node_modules", "esbuild")) || !existsSync(path.join(root, "node_modules", "vite"))) {
  console.log("installing dependencies (npm install)...");
  run("npm", ["install", "--no-audit", "--no-fund"]);
}

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const p = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
}

const distIndex = path.join(root, "frontend", "dist", "index.html");
const stale = !existsSync(distIndex) || newest(path.join(root, "frontend", "src")) > statSync(distIndex).mtimeMs;
if (stale || process.env.FORCE_BUILD === "1") {
  console.log("building the web app...");
  run("npm", ["run", "build", "-w", "@app/frontend"]);
}

run(process.execPath, [path.join(root, "scripts", "build.mjs"), "--server"]);
run(process.execPath, ["--enable-source-maps", path.join(root, "dist", "serve-all.js")]);
