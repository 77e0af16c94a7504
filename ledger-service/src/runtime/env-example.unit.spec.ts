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

  const read = (file: string) => readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "../../..", file), "utf8");
  /** The comment lines right above a setting in .env.example. */
  const meaning = (file: string, name: string) => {
    const lines = file.split("\n");
    let i = lines.findIndex((l) => l.startsWith(`${name}=`)) - 1;
    const out: string[] = [];
    while (i >= 0 && (lines[i] ?? "").startsWith("#")) out.unshift(lines[i--] as string);
    return out.join(" ");
  };

  it("when the README's settings table gives a default, then .env.example shows the same value", () => {
    const env = read(".env.example");
    const values = Object.fromEntries([...env.matchAll(/^([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1], m[2]]));
    const rows = [...read("README.md").matchAll(/^\| `([A-Z][A-Z0-9_]+)` \| ([^|]+) \|/gm)];
    expect(rows.length).toBeGreaterThan(30);
    for (const [, name, cell] of rows) {
      const literal = (cell as string).trim().match(/^`?([^`\s]+)`?$/)?.[1];
      // Defaults computed from another setting (PUBLIC_URL, MAIL_FROM) and unset ones are not literals.
      if (!literal || literal.includes("${") || literal === "unset" || !values[name as string]) continue;
      expect(values[name as string], name).toBe(literal);
    }
  });

  it("when .env.example explains mails without SMTP and the upload folder, then it says what the README says", () => {
    const env = read(".env.example");
    const readme = read("README.md");
    expect(meaning(env, "SMTP_URL")).toMatch(/the log names the file, never the links/);
    expect(readme).toMatch(/the log names the file, never the links/);
    expect(meaning(env, "UPLOAD_DIR")).toMatch(/moved into UPLOAD_STORE at start/);
    expect(readme).toMatch(
      /`UPLOAD_DIR` \| `\.data\/uploads` \| older versions' upload folder: its files are moved into the store at start/,
    );
    expect(meaning(env, "READY_MAX_LAG_EVENTS")).toMatch(/default 1000/);
  });
});
