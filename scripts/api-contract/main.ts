import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { formatContractReport, type OpenApiDocument, runApiContract } from "@app/ledger-service/testing/api-contract";
import { startTestApp } from "@app/ledger-service/testing/test-app";

/**
 * `npm run test:api-contract [-- --quick] [--requests N] [--seed S]`
 *
 * Starts the API over a fresh database, then checks the served OpenAPI document against the
 * server as an investor and as an admin: with Schemathesis (installed with pip into a virtual
 * environment this script makes) when it can be installed, otherwise with the in-repo runner
 * (ledger-service/testing/api-contract.ts) that makes the same checks. Exits 1 on any failure.
 */
const { values } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    requests: { type: "string" },
    seed: { type: "string" },
    "no-schemathesis": { type: "boolean", default: false },
  },
});
const requests = Number(values.requests ?? (values.quick ? 3 : 40));
const seed = Number(values.seed ?? Date.now() % 1_000_000);

/** The Schemathesis command, installed into a venv on first use; null when pip cannot install it here. */
function schemathesis(): string | null {
  const venv = path.join(tmpdir(), "api-contract-venv");
  const st = path.join(venv, "bin", "st");
  if (existsSync(st)) return st;
  const run = (cmd: string, args: string[], timeoutSeconds: number) =>
    spawnSync(cmd, args, { stdio: "inherit", timeout: timeoutSeconds * 1000 }).status === 0;
  console.log(`api-contract: installing Schemathesis into ${venv} (python3 -m venv, pip install schemathesis)`);
  if (!run("python3", ["-m", "venv", venv], 60)) return null;
  if (
    !run(
      path.join(venv, "bin", "pip"),
      ["install", "--quiet", "--disable-pip-version-check", "--timeout", "15", "--retries", "0", "schemathesis"],
      180,
    )
  )
    return null;
  return existsSync(st) ? st : null;
}

async function main() {
  const st = values["no-schemathesis"] ? null : schemathesis();
  const app = await startTestApp({ LOG_LEVEL: "silent" });
  let failed = false;
  try {
    const investor = await app.createUser({ fullName: "Contract Investor" });
    const admin = await app.createUser({ fullName: "Contract Admin", isAdmin: true });
    const schemaUrl = `${app.url}/api/docs/openapi.json`;
    const callers = [
      { name: "investor", token: investor.token, pathValues: { id: [investor.id], userId: [investor.id] } },
      { name: "admin", token: admin.token, pathValues: { id: [investor.id], userId: [investor.id] } },
    ];
    if (st) {
      for (const caller of callers) {
        console.log(`api-contract: Schemathesis as ${caller.name}`);
        const res = spawnSync(
          st,
          [
            "run",
            schemaUrl,
            "--url",
            app.url,
            "--checks",
            "all",
            "--max-examples",
            String(requests),
            "--seed",
            String(seed),
            "-H",
            `Authorization: Bearer ${caller.token}`,
          ],
          { stdio: "inherit" },
        );
        failed ||= res.status !== 0;
      }
    } else {
      console.log("api-contract: Schemathesis could not be installed here (no PyPI); running the in-repo runner with the same checks");
      const document = (await (await fetch(schemaUrl)).json()) as OpenApiDocument;
      const started = Date.now();
      const report = await runApiContract({
        url: app.url,
        document,
        callers,
        requestsPerOperation: requests,
        seed,
        last: ["POST /api/auth/logout"],
      });
      console.log(
        `api-contract: seed ${seed}, ${requests} valid + up to ${requests} invalid requests per operation and caller, ${Math.round((Date.now() - started) / 1000)} s`,
      );
      console.log(formatContractReport(report));
      failed = Object.values(report.byCheck).some((n) => n > 0);
    }
  } finally {
    await app.stop();
  }
  console.log(failed ? "api-contract: FAILED" : "api-contract: passed");
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
