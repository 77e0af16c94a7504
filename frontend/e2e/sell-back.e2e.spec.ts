/**
 * Selling shares back against `npm start` (SELL_BACK_MIN_HOLD_DAYS=0 there, so fresh shares
 * qualify): the investor sells 1.5 of 4 shares on /sell-shares after confirming, and the admin
 * approves it on /admin/sell-backs; both pages at 1440 and 375 px.
 */
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "./support/api";
import { launchBrowser } from "./support/browser";
import { e2eEnv } from "./support/env";
import { viewports } from "./support/routes";
import { findOverflow } from "./support/screenshots";
import { loginThroughUi, openPage, toast, sendPayout } from "./support/session";

const { baseUrl } = e2eEnv;
const client = apiClient(baseUrl);
const investor = { fullName: "Sade Seller", email: `sade+${Date.now()}@example.com`, password: "Sell-back-pass-2026" };
let browser: Browser;
let token = "";

describe.runIf(process.env.E2E_MOCK !== "1")("selling shares back against npm start", () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ token } = await client.investorWithShares(investor, 4));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("the investor sells 1.5 shares on /sell-shares after confirming, and sees it pending", async () => {
    const { page } = await openPage(browser);
    await loginThroughUi(page, baseUrl, investor.email, investor.password);
    await page.goto(`${baseUrl}/sell-shares`);
    await page.getByLabel("Number of shares").fill("1.5");
    await sendPayout(page, { submit: "Sell Shares", review: "Review your sale", done: "Sell-back requested!" });
    const mine = await client.ok<{ sellBacks: Array<{ shares: number; status: string }> }>(
      "GET",
      "/api/shares/sell-back/mine",
      undefined,
      token,
    );
    expect(mine.sellBacks.map((s) => [s.shares, s.status])).toEqual([[1.5, "Pending"]]);
  });

  it("the admin approves it on /admin/sell-backs after a dialog naming the investor, and the investor's page shows it approved", async () => {
    const { page } = await openPage(browser);
    await loginThroughUi(page, baseUrl, e2eEnv.adminEmail, e2eEnv.adminPassword);
    await page.goto(`${baseUrl}/admin/sell-backs`);
    await page.locator("li.item", { hasText: investor.email }).getByRole("button", { name: "Approve" }).click();
    const dialog = page.getByRole("dialog", { name: "Approve sell-back" });
    await dialog.getByText(`Approve ${investor.fullName}'s sale of 1.5 share(s)?`, { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Approve sell-back" }).click();
    await toast(page, "Sell-back approved successfully").waitFor();
    const mine = await client.ok<{ sellBacks: Array<{ status: string; payout: number | null }> }>(
      "GET",
      "/api/shares/sell-back/mine",
      undefined,
      token,
    );
    expect(mine.sellBacks.map((s) => [s.status, s.payout])).toEqual([["Approved", 135]]);
  });

  it("both pages render at 1440 and 375 px without horizontal overflow", async () => {
    for (const viewport of viewports) {
      for (const [who, route] of [
        ["investor", "/sell-shares"],
        ["admin", "/admin/sell-backs"],
      ] as const) {
        const { page, context } = await openPage(browser, viewport.width, viewport.height);
        if (who === "investor") await loginThroughUi(page, baseUrl, investor.email, investor.password);
        else await loginThroughUi(page, baseUrl, e2eEnv.adminEmail, e2eEnv.adminPassword);
        await page.goto(baseUrl + route);
        // The admin list opens on Pending: the approved sale is under All.
        if (who === "admin") await page.getByLabel("Status").selectOption({ label: "All" });
        // Visible text only: the status filter's hidden <option>Approved</option> matches too.
        await page.locator("text=Approved >> visible=true").first().waitFor();
        expect(await findOverflow(page)).toEqual([]);
        await page.screenshot({ path: join(e2eEnv.artifactsDir, `${route.replace(/\W+/g, "-")}-${viewport.name}.png`), fullPage: true });
        await context.close();
      }
    }
  });
});
