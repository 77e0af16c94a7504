/**
 * The lint rule of biome.json (overrides → noRestrictedImports): a feature imports only its own
 * files, src/lib, src/components and src/config; features meet in src/app. This runs biome on a
 * throw-away feature so a broken rule fails here, not only in review.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const probe = join(root, `frontend/src/features/zz-probe-${process.pid}`);

function lint(files: Record<string, string>): string {
  rmSync(probe, { recursive: true, force: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(probe, path)), { recursive: true });
    writeFileSync(join(probe, path), text);
  }
  try {
    execFileSync(join(root, "node_modules/.bin/biome"), ["lint", probe], { cwd: root, encoding: "utf8", stdio: "pipe" });
    return "";
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return `${stdout}${stderr}`;
  }
}

afterAll(() => rmSync(probe, { recursive: true, force: true }));

describe("imports across features", () => {
  it("when a feature imports another feature by alias or by a relative path, then lint fails", () => {
    const output = lint({
      "api/by-alias.ts": 'import { usePortalStatus } from "@/features/loans/api/get-portal-status";\nexport const a = usePortalStatus;\n',
      "routes/by-path.ts": 'import { usePortalStatus } from "../../loans/api/get-portal-status";\nexport const b = usePortalStatus;\n',
      "top-level.ts": 'import { usePortalStatus } from "../loans/api/get-portal-status";\nexport const c = usePortalStatus;\n',
    });
    expect(output).toContain("by-alias.ts");
    expect(output).toContain("by-path.ts");
    expect(output).toContain("top-level.ts");
    expect(output).toContain("no imports across features");
  }, 30_000);

  it("when a feature imports its own files, src/lib and src/components, then lint passes", () => {
    const output = lint({
      "api/get-thing.ts": 'import { apiRequest } from "@/lib/api-client";\nexport const getThing = () => apiRequest("/api/thing");\n',
      "routes/thing.ts":
        'import { Loader } from "@/components/loader";\nimport { getThing } from "../api/get-thing";\nexport const d = [Loader, getThing];\n',
    });
    expect(output).not.toContain("no imports across features");
  }, 30_000);
});
