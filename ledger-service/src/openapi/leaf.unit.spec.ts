import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe("openapi helpers", () => {
  it("when a file of openapi/ imports, then never from another ledger-service folder (a leaf every capability may use)", () => {
    const dir = new URL("./", import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith(".ts"));
    expect(files).toEqual(expect.arrayContaining(["openapi.ts", "route-doc.ts"]));
    const upward = files.flatMap((file) =>
      [...readFileSync(new URL(file, dir), "utf8").matchAll(/from\s+"([^"]+)"/g)]
        .map((m) => m[1] ?? "")
        .filter((source) => source.startsWith("..") || source.startsWith("@app/ledger-service"))
        .map((source) => `${file}: ${source}`),
    );
    expect(upward).toEqual([]);
  });
});
