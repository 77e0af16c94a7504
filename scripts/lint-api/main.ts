import { apiDocument } from "@app/ledger-service/api-docs/documented-routes";
import { loadConfig } from "@app/ledger-service/runtime/config";
import { formatLintReport, lintApiDocument } from "@app/ledger-service/testing/openapi-lint";

/**
 * `npm run lint:api`: builds the OpenAPI document /api/docs/openapi.json serves, in this process
 * (no server, database or Redis), and lints it with Redocly's recommended rules and Spectral's
 * spectral:oas ruleset. Exits 1 on any Redocly error or any Spectral error or warning.
 */
async function main() {
  const config = loadConfig({ ...process.env, NODE_ENV: "development" });
  const report = await lintApiDocument(apiDocument(config));
  console.log(formatLintReport(report));
  const failed = report.redocly.errors > 0 || report.spectral.errors > 0 || report.spectral.warnings > 0;
  console.log(failed ? "lint:api: FAILED" : "lint:api: passed");
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
