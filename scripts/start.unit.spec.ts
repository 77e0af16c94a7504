import { spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), "si-start-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the first `npm start`", () => {
  it("when nothing is installed yet, then it says what it installs and how long that takes before running npm install", () => {
    // A checkout with no node_modules, and an `npm` that records how it was called and fails.
    mkdirSync(path.join(dir, "checkout", "scripts"), { recursive: true });
    copyFileSync(path.join(here, "start.mjs"), path.join(dir, "checkout", "scripts", "start.mjs"));
    mkdirSync(path.join(dir, "bin"));
    const npm = path.join(dir, "bin", "npm");
    writeFileSync(npm, `#!/bin/sh\necho "$@" > ${JSON.stringify(path.join(dir, "npm-args"))}\nexit 3\n`);
    chmodSync(npm, 0o755);
    const r = spawnSync(process.execPath, [path.join(dir, "checkout", "scripts", "start.mjs")], {
      env: { PATH: `${path.join(dir, "bin")}:${process.env.PATH ?? ""}` },
      encoding: "utf8",
    });
    expect(r.stdout).toMatch(/^first start: installing the dependencies with `npm install` \(about 1,100 packages/);
    expect(r.stdout).toMatch(/2 to 3 minutes on a fresh machine/);
    expect(readFileSync(path.join(dir, "npm-args"), "utf8").trim()).toBe("install --no-audit --no-fund");
    // npm's failure stops the start with its status.
    expect(r.status).toBe(3);
  });
});
