import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SETTING_NAMES } from "./config.js";

describe(".env.example", () => {
  it("when a setting is added to the configuration, then .env.example lists it with its meaning", () => {
    const file = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "../../../.env.example"), "utf8");
    const listed = [...file.matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect(SETTING_NAMES.filter((name) => !listed.includes(name))).toEqual([]);
    // Each listed setting has a comment above it (its meaning).
    const lines = file.split("\n");
    for (const name of SETTING_NAMES) {
      let i = lines.findIndex((l) => l.startsWith(`${name}=`)) - 1;
      while (i >= 0 && /^[A-Z][A-Z0-9_]+=/.test(lines[i] ?? "")) i--;
      expect(lines[i]?.startsWith("#"), name).toBe(true);
    }
  });
});
