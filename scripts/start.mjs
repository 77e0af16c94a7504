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
  // The first start on a machine: say what happens before the long quiet part.
  console.log(
    "first start: installing the dependencies with `npm install` (about 1,100 packages from the npm registry\n" +
      "into node_modules/; 2 to 3 minutes on a fresh machine, seconds afterwards). Then the web app is built (about 30 s).",
  );
  const started = Date.now();
  run("npm", ["install", "--no-audit", "--no-fund"]);
  console.log(`dependencies installed in ${Math.round((Date.now() - started) / 1000)} s`);
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
  console.log("building the web app (Vite, about 30 s)...");
  const started = Date.now();
  run("npm", ["run", "build", "-w", "@app/frontend"]);
  console.log(`web app built in ${Math.round((Date.now() - started) / 1000)} s`);
}

run(process.execPath, [path.join(root, "scripts", "build.mjs"), "--server"]);
run(process.execPath, ["--enable-source-maps", path.join(root, "dist", "serve-all.js")]);
