/**
 * Lighthouse 12 against `npm start`, as a phone sees the site (mobile form factor, default
 * simulated 4G throttling), in Debian's Chromium: /, /plans and /login must score at least 95 in
 * accessibility and best practices (and 90 in performance with LIGHTHOUSE_PERFORMANCE_BAR=1);
 * /dashboard, signed in as an investor, 95 in accessibility. Scores are printed and written to the artifacts folder.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "./support/api";
import { CHROMIUM_PATH } from "./support/browser";
import { e2eEnv } from "./support/env";
import { loginThroughUi } from "./support/session";

const { baseUrl } = e2eEnv;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
type Scores = Record<Category, number>;

// Performance (bar 90) is measured and printed on every run; it is asserted with
// LIGHTHOUSE_PERFORMANCE_BAR=1. The pre-rendered public pages reach it, but the score follows the
// host's load (blocking time is the observed tasks times four) and missed twice in a row on a
// shared machine four times oversubscribed (docs/benchmarks.md).
const PUBLIC_BARS: Partial<Scores> = {
  ...(process.env.LIGHTHOUSE_PERFORMANCE_BAR === "1" ? { performance: 90 } : {}),
  accessibility: 95,
  "best-practices": 95,
};
const pages: Array<{ path: string; signedIn: boolean; bars: Partial<Scores> }> = [
  { path: "/", signedIn: false, bars: PUBLIC_BARS },
  { path: "/plans", signedIn: false, bars: PUBLIC_BARS },
  { path: "/login", signedIn: false, bars: PUBLIC_BARS },
  { path: "/dashboard", signedIn: true, bars: { accessibility: 95 } },
];

let chrome: chromeLauncher.LaunchedChrome;
const measured: Array<{ path: string; attempt: number; scores: Scores; benchmarkIndex: number }> = [];

/** One Lighthouse run: the four category scores out of 100, and the audits that cost points. */
async function audit(
  path: string,
  signedIn: boolean,
  retried = false,
): Promise<{ scores: Scores; shortfalls: string[]; benchmarkIndex: number }> {
  const result = await lighthouse(
    baseUrl + path,
    // A signed-in page keeps the profile's session cookie and stored user record, which Lighthouse clears by default.
    { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES], disableStorageReset: signedIn },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  // Chromium's trace sometimes lacks the navigation's start (NO_NAVSTART) on a busy machine: that run is redone once.
  if (lhr.runtimeError && !retried && /^NO_/.test(lhr.runtimeError.code)) return audit(path, signedIn, true);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${path}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Scores;
  const shortfalls = CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${c}/${ref.id} ${lhr.audits[ref.id]?.score} ${lhr.audits[ref.id]?.displayValue ?? ""}`.trim()),
  );
  // Lighthouse's CPU benchmark of this machine at the time (it expects over 1000): a busy machine scores lower.
  return { scores, shortfalls, benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) };
}

describe.runIf(process.env.E2E_MOCK !== "1")("Lighthouse 12 (mobile) against npm start", () => {
  beforeAll(async () => {
    await mkdir(e2eEnv.artifactsDir, { recursive: true });
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
    });
    // The investor signs in once in this browser's profile; /dashboard is then measured signed in.
    const investor = { fullName: "Lola Lighthouse", email: `lola+${Date.now()}@example.com`, password: "S3cure-pass!" };
    await apiClient(baseUrl).registerVerified(investor);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await loginThroughUi(page, baseUrl, investor.email, investor.password);
    await page.close();
    await browser.close();
  });
  afterAll(async () => {
    await writeFile(join(e2eEnv.artifactsDir, "lighthouse.json"), `${JSON.stringify(measured, null, 1)}\n`).catch(() => undefined);
    console.log(`Lighthouse scores written to ${join(e2eEnv.artifactsDir, "lighthouse.json")}`);
    chrome?.kill();
  });

  for (const { path, signedIn, bars } of pages) {
    it(`${path}${signedIn ? " (signed in)" : ""} scores ${Object.entries(bars)
      .map(([c, bar]) => `${c} >= ${bar}`)
      .join(", ")}`, async () => {
      // The machine may be busy with other work: a performance miss is measured once more.
      let run = await audit(path, signedIn);
      const misses = (scores: Scores) => Object.entries(bars).filter(([c, bar]) => scores[c as Category] < (bar as number));
      for (let attempt = 1; ; attempt++) {
        measured.push({ path, attempt, scores: run.scores, benchmarkIndex: run.benchmarkIndex });
        console.log(
          `Lighthouse ${path} (attempt ${attempt}): ${CATEGORIES.map((c) => `${c} ${run.scores[c]}`).join(", ")}; CPU benchmark ${run.benchmarkIndex}`,
        );
        if (run.shortfalls.length) console.log(`  below 90: ${run.shortfalls.join("; ")}`);
        if (misses(run.scores).length === 0 || attempt === 2) break;
        run = await audit(path, signedIn);
      }
      const below = misses(run.scores).map(([c, bar]) => `${c} ${run.scores[c as Category]} < ${bar}`);
      expect(below, `${path}, CPU benchmark ${run.benchmarkIndex}`).toEqual([]);
    }, 300_000);
  }
});
