import { describe, expect, it } from "vitest";
import { formatLintReport, lintApiDocument } from "../../testing/openapi-lint.js";
import { loadConfig } from "../runtime/config.js";
import { apiDocument } from "./documented-routes.js";

// The same check as `npm run lint:api` (CI): the served document, built in this process, through
// both linters' command-line tools. No server, database or Redis.
describe("API document lint", () => {
  it("when the served document is linted, then Redocly's recommended rules find no error and Spectral's spectral:oas nothing", async () => {
    const report = await lintApiDocument(apiDocument(loadConfig({ NODE_ENV: "development" })));
    const failing = report.problems.filter((p) => p.severity === "error" || (p.tool === "spectral" && p.severity === "warning"));
    expect(failing, formatLintReport(report)).toEqual([]);
  }, 180_000);

  it("when a document uses formatMinimum, has no operationId and declares no security, then the linters say so", async () => {
    const report = await lintApiDocument({
      openapi: "3.1.0",
      info: { title: "Broken", version: "1" },
      paths: {
        "/api/things": {
          get: {
            parameters: [{ name: "from", in: "query", schema: { type: "string", formatMinimum: "2000-01-01" } }],
            responses: { "200": { description: "OK" } },
          },
        },
      },
    });
    const rules = new Set(report.problems.map((p) => `${p.tool} ${p.rule}`));
    expect(report.redocly.errors).toBeGreaterThan(0);
    expect([...rules]).toEqual(expect.arrayContaining(["redocly struct", "redocly security-defined", "spectral operation-operationId"]));
  }, 180_000);
});
