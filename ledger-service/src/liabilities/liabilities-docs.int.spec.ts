import { execFile } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { investorWithShares } from "../../testing/seed-ledger.js";
import { useTestApp } from "../../testing/test-app.js";

const { app, admin } = useTestApp({}, { admin: {} });
const docs = readFileSync(fileURLToPath(new URL("../../../docs/liabilities.md", import.meta.url)), "utf8");
// Beside the package's node_modules, so the script's import resolves as in the reader's folder.
const script = fileURLToPath(new URL(`../../.check-liabilities-${process.pid}.mjs`, import.meta.url));
afterAll(() => rmSync(script, { force: true }));

describe("docs/liabilities.md", () => {
  it("when an investor runs the docs' script with their token, then it says their balance is included and shows their leaf", async () => {
    const investor = await investorWithShares(app, "4.5");
    expect((await app.api("POST", "/api/admin/liabilities/publish", { token: admin.token })).status).toBe(201);
    const code = docs.match(/```js\n(\/\/ check-liabilities\.mjs[\s\S]*?)```/)?.[1];
    expect(code).toBeDefined();
    writeFileSync(script, code ?? "");
    const { stdout } = await promisify(execFile)(process.execPath, [script, app.url, investor.token]);
    expect(stdout).toMatch(/^INCLUDED 0x[0-9a-f]{64} /);
    expect(stdout).toContain("shareHalves: '9'");
  });
});
