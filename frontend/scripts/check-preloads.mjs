/**
 * After `vite build`: every file dist/route-preloads.json names exists in dist. The server turns
 * the list into modulepreload links, so a missing file is a 404 on every visit of that page.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export function missingPreloads(dist) {
  const preloads = JSON.parse(readFileSync(join(dist, "route-preloads.json"), "utf8"));
  return Object.entries(preloads).flatMap(([route, files]) =>
    files.filter((file) => !existsSync(join(dist, file))).map((file) => `${route}: ${file}`),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = missingPreloads(new URL("../dist/", import.meta.url).pathname);
  if (missing.length) {
    console.error(`route-preloads.json names files the build does not have:\n  ${missing.join("\n  ")}`);
    process.exit(1);
  }
  console.log("route-preloads.json: every named file exists in dist");
}
