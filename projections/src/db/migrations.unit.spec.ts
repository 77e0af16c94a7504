import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { eventStoreMigrationName, migrations } from "./migrations/index.js";

describe("migrations", () => {
  it("when a migration file is added, then the list the build carries names it, in order", () => {
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
    const files = readdirSync(dir)
      .filter((f) => /^\d{4}-.*\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ""))
      .sort();
    expect(Object.keys(migrations)).toEqual([eventStoreMigrationName, ...files]);
    for (const name of [eventStoreMigrationName, ...files]) expect(typeof migrations[name]?.up, name).toBe("function");
  });
});
