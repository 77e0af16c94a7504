/**
 * After `vite build`: the JavaScript a browser loads first on each public page (entry chunk,
 * the page's lazy chunk and their static imports), gzipped, and brotli as the server sends it
 * (the build's .br files). Fails when one exceeds 200 KB gzipped.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

const dist = new URL("../dist/", import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
const LIMIT_KB = 200;

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const gzipKb = (keys) => [...keys].reduce((sum, key) => sum + gzipSync(readFileSync(join(dist, manifest[key].file))).length, 0) / 1024;

const brotliBytes = (file) =>
  existsSync(join(dist, `${file}.br`))
    ? statSync(join(dist, `${file}.br`)).size
    : brotliCompressSync(readFileSync(join(dist, file))).length;
const brotliKb = (keys) => [...keys].reduce((sum, key) => sum + brotliBytes(manifest[key].file), 0) / 1024;

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFile = manifest[entry].file;
const entryBytes = readFileSync(join(dist, entryFile));
console.log(
  `\nEntry script ${entryFile}: ${entryBytes.length} B raw, ${gzipSync(entryBytes).length} B gzip, ${brotliBytes(entryFile)} B brotli`,
);
const pages = {
  "/": "src/features/marketing/routes/home.tsx",
  "/login": "src/features/auth/routes/login.tsx",
  "/register": "src/features/auth/routes/register.tsx",
  "/signals": "src/features/signals/routes/signals.tsx",
  "/contact": "src/features/contact/routes/contact.tsx",
  "/dashboard": "src/features/dashboard/routes/dashboard.tsx",
  "/admin": "src/features/admin-dashboard/routes/admin-dashboard.tsx",
  "/admin-loans": "src/features/loans/routes/admin-loans.tsx",
  "/audit": "src/features/audit/routes/audit.tsx",
};

let failed = false;
console.log("\nInitial JavaScript per page (gzip):");
for (const [route, source] of Object.entries(pages)) {
  const keys = closure(entry);
  closure(source, keys);
  const size = gzipKb(keys);
  const adminChunks = [...keys].filter((key) => /admin|loan-management|profit-runs|referral-rewards|audit|jobs/.test(key));
  const isPublic = !route.startsWith("/admin") && !route.startsWith("/audit") && route !== "/dashboard";
  if (isPublic && size > LIMIT_KB) failed = true;
  if (isPublic && adminChunks.length) {
    console.log(`  ${route}: admin code in initial load: ${adminChunks.join(", ")}`);
    failed = true;
  }
  console.log(`  ${route.padEnd(14)} ${size.toFixed(2).padStart(8)} KB (${keys.size} chunks; brotli ${brotliKb(keys).toFixed(2)} KB)`);
}
if (failed) {
  console.error(`A public page loads more than ${LIMIT_KB} KB gzipped or admin code.`);
  process.exit(1);
}
