import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";

/**
 * Checks a set's list against its folder: every `NNNN-name.ts` file of `migrations` beside the
 * spec at `specUrl` is listed, in order, after `first`, and each has an `up`.
 */
export function expectEveryFileListed(specUrl: string, listed: Record<string, { up?: unknown }>, first: string[] = []): void {
  const dir = path.join(path.dirname(fileURLToPath(specUrl)), "migrations");
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}-.*\.ts$/.test(f))
    .map((f) => f.replace(/\.ts$/, ""))
    .sort();
  expect(Object.keys(listed)).toEqual([...first, ...files]);
  for (const name of [...first, ...files]) expect(typeof listed[name]?.up, name).toBe("function");
}
