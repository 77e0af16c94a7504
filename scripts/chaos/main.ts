import { parseArgs } from "node:util";
import { Checks } from "./checks.js";
import { dependencyFaults } from "./dependency-faults.js";
import { fuzzEveryEndpoint } from "./fuzz.js";
import { killsDuringWorkload } from "./kills.js";

/**
 * `npm run test:chaos [-- --quick] [--rounds N] [--only fuzz,faults,kills] [--seed S]`
 *
 * The reliability suite: fuzzing every endpoint, PostgreSQL and Redis connections cut
 * during a profit run and under API load, and the projection runner and a worker killed at random
 * points during a mixed workload whose invariants are checked every 1,000 operations. Prints one
 * line per check and `N passed, M failed` last; exits 1 on any failure.
 */
const { values } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    rounds: { type: "string" },
    only: { type: "string" },
    seed: { type: "string" },
    investors: { type: "string" },
    operations: { type: "string" },
    clients: { type: "string" },
  },
});

const quick = values.quick ?? false;
const options = {
  quick,
  rounds: Number(values.rounds ?? 20),
  seed: Number(values.seed ?? Date.now() % 1_000_000),
  investors: Number(values.investors ?? (quick ? 150 : 1000)),
  operations: Number(values.operations ?? (quick ? 3000 : 50_000)),
  clients: Number(values.clients ?? 8),
};
const only = values.only?.split(",");
const wanted = (name: string) => !only || only.includes(name);

async function main() {
  const checks = new Checks();
  const started = Date.now();
  console.log(`chaos: ${JSON.stringify(options)}`);
  // Bounded: a hung dependency must not keep CI waiting forever.
  const limit = setTimeout(
    () => {
      console.log(`FAIL  the suite finished within its time limit\n${checks.passed} passed, ${checks.failed + 1} failed`);
      process.exit(1);
    },
    (quick ? 10 : 90) * 60_000,
  );
  limit.unref();

  if (wanted("fuzz")) await checks.section("fuzz every endpoint", () => fuzzEveryEndpoint(checks));
  if (wanted("faults"))
    await checks.section("PostgreSQL and Redis connections cut during a profit run and under API load", () =>
      dependencyFaults(checks, options),
    );
  if (wanted("kills"))
    await checks.section("projection runner and worker killed during a mixed workload", () => killsDuringWorkload(checks, options));

  console.log(`\nchaos finished in ${((Date.now() - started) / 1000).toFixed(0)} s (seed ${options.seed})`);
  console.log(checks.summary());
  process.exit(checks.failed > 0 || checks.passed === 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  console.log("0 passed, 1 failed");
  process.exit(1);
});
