import { cliRuntime } from "./cli-runtime.js";
import { verifyLedger } from "./verify.js";

/** `npm run ledger:verify`: checks and prints the ledger's invariants. Exit 1 if any fails. */
async function main() {
  const { handle, store } = await cliRuntime();
  try {
    const results = await verifyLedger(handle.db, store);
    for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"}  ${r.name}: ${r.detail}`);
    const ok = results.every((r) => r.ok);
    console.log(ok ? "all invariants hold" : "INVARIANTS VIOLATED");
    await handle.db
      .insertInto("audit_runs")
      .values({ kind: "verify", ok, report: JSON.stringify(results) })
      .execute()
      .catch(() => {});
    process.exitCode = ok ? 0 : 1;
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(`verify failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
});
