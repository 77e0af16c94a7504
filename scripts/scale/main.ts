/**
 * `npm run test:scale [-- --quick] [--seed S] [--rounds N] [--operations N] [--investors N] [--clients N]`
 *
 * Many processes, one truth: 2 API processes behind HAProxy, 2 workers (both through PgBouncer
 * in transaction mode) and 2 projection runners (one active by its lease, one standing by) on
 * this machine, Debian's haproxy and pgbouncer on free ports with their own configuration. The
 * reliability workload runs through the proxy while one API, one worker and the active runner
 * are killed (SIGKILL) and started again; afterwards nothing is lost or doubled, replay equals
 * live, `ledger:verify` holds and every proof uploaded is read through either API. Fails with
 * a message naming the install command when haproxy or pgbouncer is not installed. Exits 1 on any failed check.
 */
// The harness picks its Redis database when loaded: this suite's own, apart from the chaos suite's.
process.env.CHAOS_REDIS_DB = process.env.SCALE_REDIS_DB ?? "5";
const { runScale } = await import("./run.js");
await runScale();
export {};
