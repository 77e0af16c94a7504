/**
 * Published liabilities against `npm start`: an investor owns 2.5 shares, the admin publishes,
 * a visitor reads the root and totals on /liabilities (no reserves read yet), and the investor's
 * "Check my balance" verifies the proof in the browser, or says so when the proof is false;
 * at 1440 and 375 px with no overflow and no critical or serious axe violation.
 */
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "./support/api";
import { launchBrowser } from "./support/browser";
import { e2eEnv } from "./support/env";
import { viewports } from "./support/routes";
import { findAccessibilityViolations, findOverflow } from "./support/screenshots";
import { loginThroughUi, openPage, openSignedIn } from "./support/session";

const { baseUrl } = e2eEnv;
const client = apiClient(baseUrl);
const investor = { fullName: "Lola Ledger", email: `lola+${Date.now()}@example.com`, password: "Liabilities-pass-2026" };
let browser: Browser;
let root = "";
/** Every investor's shares in the publication (other browser tests share this server). */
let totalShares = 0;

describe.runIf(process.env.E2E_MOCK !== "1")("published liabilities against npm start", () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    const { adminToken } = await client.investorWithShares(investor, 2.5);
    ({ root } = await client.ok<{ root: string }>("POST", "/api/admin/liabilities/publish", undefined, adminToken));
    const published = await client.ok<{ root: string; totals: { shares: number } }>("GET", "/api/liabilities");
    expect(published.root).toBe(root);
    totalShares = published.totals.shares;
    expect(totalShares).toBeGreaterThanOrEqual(2.5);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("a visitor sees the published root, its date and totals, and that reserves have not been read yet", async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/`);
    await page.locator("footer").getByRole("link", { name: "Liabilities" }).click();
    await page.getByRole("heading", { name: "Liabilities and reserves" }).waitFor();
    await page.getByText(root).waitFor();
    const figures = page.locator("section", { hasText: "What we owe our investors" });
    expect(await figures.locator("dt", { hasText: "Shares" }).locator("xpath=..").locator("dd").textContent()).toBe(String(totalShares));
    await page.getByText("Reserves have not been read yet.").waitFor();
    await page.getByText("to check that your own balance is included.").waitFor();
    await context.close();
  });

  it("the investor's Check my balance verifies the proof in the browser and names profit, reward and shares", async () => {
    const { page, context } = await openPage(browser);
    await loginThroughUi(page, baseUrl, investor.email, investor.password);
    await page.goto(`${baseUrl}/liabilities`);
    await page.getByRole("button", { name: "Check my balance" }).click();
    const result = page.getByRole("status").filter({ hasText: "Your balance of" });
    await result.waitFor();
    expect(await result.textContent()).toMatch(
      /^Your balance of \$0\.00 profit, \$0\.00 reward and 2\.5 shares is included in the root published on \d{1,2} \w{3} \d{4}\.$/,
    );
    await context.close();
  });

  it("when the answer's proof is false, then the browser says the balance could not be proven", async () => {
    const { page, context } = await openPage(browser);
    await loginThroughUi(page, baseUrl, investor.email, investor.password);
    await page.route("**/api/liabilities/mine", async (route) => {
      const answer = await (await route.fetch()).json();
      answer.leaf[3] = "200"; // 100 shares claimed instead of 2.5
      await route.fulfill({ json: answer });
    });
    await page.goto(`${baseUrl}/liabilities`);
    await page.getByRole("button", { name: "Check my balance" }).click();
    await page.getByRole("alert").filter({ hasText: "Your balance could not be proven against the published root." }).waitFor();
    expect(await page.getByText("is included in the root").count()).toBe(0);
    await context.close();
  });

  it("the page renders at 1440 and 375 px without overflow or critical and serious axe violations", async () => {
    for (const viewport of viewports) {
      const { page, context } = await openSignedIn(browser, viewport, investor, "/liabilities");
      await page.getByRole("button", { name: "Check my balance" }).click();
      await page.getByText("is included in the root published on").waitFor();
      expect(await findOverflow(page)).toEqual([]);
      expect(await findAccessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: join(e2eEnv.artifactsDir, `liabilities-${viewport.name}.png`), fullPage: true });
      await context.close();
    }
  });
});
