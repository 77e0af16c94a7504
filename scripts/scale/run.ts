import { createHash } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { fixture, postFile } from "@app/ledger-service/testing/images";
import { Checks } from "../chaos/checks.js";
import { apiClient, type ChaosApp, random, type Random, sleep, startChaosApp } from "../chaos/harness.js";
import { creditedOncePerRun, ledgerAuditChecks, RUN_ENV } from "../chaos/kills.js";
import { ROOT } from "../chaos/processes.js";
import { quiesce, runWorkload } from "../chaos/workload.js";
import { type Fleet, leaseHolder, runnerIds, startFleet, waitForTakeover } from "./fleet.js";
import { freePort } from "@app/ledger-service/testing/ports";
import { findBinary, proxyDir, removeDir, startHaproxy, startPgBouncer, waitForPort } from "./proxies.js";

/** An answer the proxy gave because the API process serving the request was killed. */
const INTERRUPTED = "interrupted: the API process serving it was killed";

interface KillFigures {
  api: number;
  worker: number;
  runner: number;
  takeoverMs: Array<number | null>;
}

/**
 * The workload's requests through HAProxy. A read cut off by a kill is sent again (as a client
 * would), and so is any request HAProxy refused for want of a live API; a write cut off is left unanswered (the client cannot know whether it happened) and
 * marked, so that the ledger checks afterwards say whether it happened once or not at all.
 */
function throughProxy(url: string, stats: { retried: number; interrupted: number }): ChaosApp["api"] {
  const api = apiClient(url);
  return async (method, path, opts) => {
    for (let attempt = 1; ; attempt++) {
      const reply = await api(method, path, opts).catch((error: Error) => ({ status: 0, body: error.message, ms: 0 }));
      // HAProxy's own 503: no API was up to take it, so it reached none; any request is sent again.
      const noServer = reply.status === 503 && typeof reply.body === "string";
      const cutOff = reply.status === 0 || ([502, 504].includes(reply.status) && typeof reply.body === "string");
      if (!noServer && !cutOff) return reply;
      if ((noServer || method === "GET") && attempt < 60) {
        stats.retried++;
        await sleep(500);
        continue;
      }
      stats.interrupted++;
      return { ...reply, body: `${INTERRUPTED} (${reply.status})` };
    }
  };
}

/** Kills (SIGKILL) one API, one worker and the active projection runner per round, each started again. */
async function killRounds(app: ChaosApp, fleet: Fleet, rnd: Random, rounds: number, pauseMs: [number, number]): Promise<KillFigures> {
  const figures: KillFigures = { api: 0, worker: 0, runner: 0, takeoverMs: [] };
  for (let round = 1; round <= rounds; round++) {
    await sleep(rnd.int(...pauseMs));
    const api = rnd.pick(fleet.apis);
    await api.service.kill();
    figures.api++;
    await sleep(rnd.int(500, 1500));
    api.service.start();
    const worker = rnd.pick(fleet.workers);
    await worker.kill();
    figures.worker++;
    await sleep(rnd.int(0, 1000));
    worker.start();
    await waitForPort(api.port, api.service.name, 300_000);

    const active = await leaseHolder(app);
    const index = active ? runnerIds.indexOf(active.holder) : -1;
    const runner = fleet.runners[index];
    if (!active || !runner) throw new Error(`no runner of this fleet holds the projection lease (${active?.holder})`);
    await runner.kill();
    figures.runner++;
    figures.takeoverMs.push(await waitForTakeover(app, active.holder));
    runner.start();
  }
  return figures;
}

/** Proofs uploaded through the proxy while the kills go on; each one's link and bytes' hash. */
async function uploadProofs(app: ChaosApp, proxyUrl: string, count: number, until: () => boolean) {
  const users = await app.createUsers(count);
  const bytes = fixture("picture.png");
  const uploaded: string[] = [];
  let interrupted = 0;
  for (const user of users) {
    const upload = () =>
      postFile(proxyUrl, "/api/uploads", {
        token: user.token,
        field: "file",
        file: { bytes, name: "proof.png", type: "image/png" },
      }).catch(() => ({ status: 0, body: null }));
    let r = await upload();
    for (let attempt = 1; r.status === 503 && typeof r.body === "string" && attempt < 60; attempt++) {
      await sleep(500);
      r = await upload();
    }
    if (r.status === 201) uploaded.push(r.body.url);
    else interrupted++;
    if (!until()) await sleep(300);
  }
  return { uploaded, interrupted };
}

/**
 * Each proof's signed link, asked of every API process directly: an image from each, the same
 * bytes from both (the store keeps the image it re-encoded, not the bytes sent).
 */
async function unreadableProofs(uploaded: string[], apiPorts: number[]): Promise<string[]> {
  const wrong: string[] = [];
  for (const url of uploaded) {
    const link = new URL(url);
    const answers = await Promise.all(
      apiPorts.map(async (port) => {
        const res = await fetch(`http://127.0.0.1:${port}${link.pathname}${link.search}`);
        const bytes = Buffer.from(await res.arrayBuffer());
        return {
          port,
          status: res.status,
          type: res.headers.get("content-type"),
          size: bytes.length,
          sha: createHash("sha256").update(bytes).digest("hex"),
        };
      }),
    );
    const first = answers[0];
    for (const a of answers)
      if (a.status !== 200 || !a.type?.startsWith("image/") || a.size === 0 || a.sha !== first?.sha)
        wrong.push(`${link.pathname} through port ${a.port}: ${a.status} ${a.type} ${a.size} bytes`);
  }
  return wrong;
}

export async function runScale(): Promise<void> {
  const { values } = parseArgs({
    options: {
      quick: { type: "boolean", default: false },
      seed: { type: "string" },
      investors: { type: "string" },
      operations: { type: "string" },
      clients: { type: "string" },
      rounds: { type: "string" },
    },
  });
  const quick = values.quick ?? false;
  const options = {
    quick,
    seed: Number(values.seed ?? Date.now() % 1_000_000),
    investors: Number(values.investors ?? (quick ? 60 : 400)),
    operations: Number(values.operations ?? (quick ? 400 : 10_000)),
    clients: Number(values.clients ?? (quick ? 4 : 8)),
    rounds: Number(values.rounds ?? (quick ? 1 : 4)),
  };
  const haproxy = findBinary("haproxy");
  const pgbouncer = findBinary("pgbouncer");
  if (!haproxy || !pgbouncer) {
    // A prerequisite of `npm test` (README): missing, the scale test fails rather than passing unrun.
    console.log(
      `FAIL  scale: ${[haproxy ? "" : "haproxy", pgbouncer ? "" : "pgbouncer"].filter(Boolean).join(" and ")} not installed ` +
        "(Debian/Ubuntu: sudo apt-get install -y haproxy pgbouncer; `npm test -- --no-scale` leaves the scale test out)",
    );
    process.exit(1);
  }
  console.log(`scale: ${JSON.stringify(options)}`);
  const limit = setTimeout(
    () => {
      console.log("FAIL  the scale test finished within its time limit");
      process.exit(1);
    },
    (quick ? 10 : 60) * 60_000,
  );
  limit.unref();

  const checks = new Checks();
  const started = Date.now();
  const rnd = random(options.seed);
  const dir = proxyDir();
  const app = await startChaosApp({ embeddedProjections: false, env: RUN_ENV, queuePrefix: `si-scale-${options.seed}` });
  const stops: Array<() => Promise<unknown>> = [() => app.stop()];
  try {
    const pool = await startPgBouncer(pgbouncer, dir, app.config.DATABASE_URL, 20);
    stops.unshift(() => pool.stop());
    const apiPorts = [await freePort(), await freePort()];
    const proxyPort = await freePort();
    const publicUrl = `http://127.0.0.1:${proxyPort}`;
    // Inside the checkout, so that the bundle's imports of packages resolve to its node_modules.
    const bundle = path.join(ROOT, "node_modules", ".cache", `si-scale-${options.seed}`);
    stops.push(async () => removeDir(bundle));
    // @ts-expect-error: the build script is plain JavaScript
    const { buildServer } = await import("../build.mjs");
    await buildServer({ outdir: bundle });
    const fleet = await startFleet(app, { pooledUrl: pool.url, apiPorts, publicUrl, bundle });
    stops.unshift(() => Promise.all(fleet.all().map((s) => s.stop())));
    const proxy = await startHaproxy(haproxy, dir, proxyPort, apiPorts);
    stops.unshift(() => proxy.stop());
    console.log(
      `      fleet up in ${((Date.now() - started) / 1000).toFixed(0)} s: HAProxy ${proxy.url}, PgBouncer (transaction mode) port ${pool.port}`,
    );

    const stats = { retried: 0, interrupted: 0 };
    const viaProxy: ChaosApp = { ...app, url: proxy.url, api: throughProxy(proxy.url, stats) };
    let killsDone = false;
    // Settled at once (the workload may still run when it fails): its error is thrown where it is awaited.
    const kills = killRounds(app, fleet, rnd, options.rounds, quick ? [3000, 5000] : [5000, 15_000]).then(
      (figures) => ({ figures }),
      (error: unknown) => ({ error }),
    );
    void kills.then(() => {
      killsDone = true;
    });
    const proofs = uploadProofs(app, proxy.url, quick ? 10 : 40, () => killsDone);
    const report = await runWorkload(viaProxy, rnd, {
      investors: options.investors,
      operations: options.operations,
      clients: options.clients,
      checkEvery: quick ? 400 : 1000,
      keepGoing: () => !killsDone,
      settleTimeoutMs: 180_000,
    });
    const killed = await kills;
    if ("error" in killed) throw killed.error;
    const { figures } = killed;
    const { uploaded, interrupted: uploadsCut } = await proofs;

    const takeovers = figures.takeoverMs.filter((ms): ms is number => ms !== null);
    checks.check(
      `kills: ${figures.api} API, ${figures.worker} worker and ${figures.runner} active projection runner kills (SIGKILL), each process started again`,
      figures.runner === options.rounds && fleet.all().every((s) => s.running),
      fleet
        .all()
        .map((s) => `${s.name} ${s.starts} starts`)
        .join(", "),
    );
    checks.check(
      "takeover: each time the active projection runner died, the standby took the lease over",
      takeovers.length === figures.runner,
      `in ${figures.takeoverMs.map((ms) => (ms === null ? "never" : `${(ms / 1000).toFixed(1)} s`)).join(", ")}`,
    );
    const crashes = fleet.all().flatMap((s) => s.crashes);
    checks.check("kills: no process exited by itself", crashes.length === 0, crashes.join("; ") || "none");
    const unexpected = report.unexpected.filter((u) => !u.includes(INTERRUPTED));
    const summary = Object.entries(report.byKind)
      .map(([k, c]) => `${k} ${JSON.stringify(c)}`)
      .join("; ");
    checks.check(
      `workload through HAProxy: ${report.operations} operations over ${options.investors} investors, none answered 5xx or unexpectedly`,
      unexpected.length === 0 && report.operations >= options.operations,
      `${summary}${unexpected
        .slice(0, 8)
        .map((u) => `\n      ${u}`)
        .join("")}`,
    );
    checks.check(
      "workload: only requests in flight on a killed API were cut off (at most one per client per API kill; the others sent again)",
      stats.interrupted <= options.clients * figures.api,
      `${stats.interrupted} writes cut off, ${stats.retried} requests sent again`,
    );
    checks.check(
      "workload: no request that created something was answered 404",
      report.createdButNotFound.length === 0,
      `${report.createdButNotFound.length} such answers`,
    );
    checks.check(
      `workload: invariants held at each of ${report.invariantChecks} checks (the last one also the full verifyLedger)`,
      report.invariantFailures.length === 0 && report.invariantChecks >= 1,
      report.invariantFailures.slice(0, 5).join("; ") || "all held",
    );
    const unreadable = await unreadableProofs(uploaded, apiPorts);
    checks.check(
      `uploads: each of ${uploaded.length} proofs uploaded through the proxy is read by its signed link through either API process, byte for byte`,
      uploaded.length > 0 && unreadable.length === 0 && uploadsCut <= figures.api,
      unreadable.slice(0, 5).join("; ") || `${uploadsCut} upload(s) cut off by a kill`,
    );

    await quiesce(app, 180_000);
    await creditedOncePerRun(checks, app);
    const holder = await leaseHolder(app);
    checks.check(
      "lease: one projection runner holds the lease at the end; its token counts every change of holder",
      holder !== null && runnerIds.includes(holder.holder) && holder.token >= BigInt(1 + takeovers.length),
      `${holder?.holder} with token ${holder?.token}`,
    );
    ledgerAuditChecks(checks, app, {
      replay: "npm run ledger:replay equals live (the projections' checksums)",
      verify: "npm run ledger:verify holds",
    });
    const mean = takeovers.length ? takeovers.reduce((a, b) => a + b, 0) / takeovers.length : 0;
    console.log(
      `\nscale figures: ${report.operations} operations, ${uploaded.length} proofs; kills ${figures.api} API, ${figures.worker} worker, ` +
        `${figures.runner} runner; ${takeovers.length} takeovers, mean ${(mean / 1000).toFixed(1)} s, longest ${(Math.max(0, ...takeovers) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    checks.check("the scale test ran to the end", false, error instanceof Error ? (error.stack ?? error.message) : String(error));
  } finally {
    for (const stop of stops) await stop().catch(() => {});
    if (checks.failed === 0) removeDir(dir);
    else
      console.log(
        `      HAProxy's and PgBouncer's configuration and PgBouncer's log kept in ${dir}; the processes' logs: ${app.logFile}.*`,
      );
  }
  console.log(`\nscale finished in ${((Date.now() - started) / 1000).toFixed(0)} s (seed ${options.seed})`);
  console.log(checks.summary());
  process.exit(checks.failed > 0 || checks.passed === 0 ? 1 : 0);
}
