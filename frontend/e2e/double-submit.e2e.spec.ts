/**
 * Double clicks against `npm start`: an investor double-clicks the purchase's Confirm on a slow
 * network and exactly one purchase is recorded (the button disables, one Idempotency-Key per intent).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "./support/api";
import { launchBrowser } from "./support/browser";
import { e2eEnv } from "./support/env";
import { fillPurchase } from "./support/purchase";
import { loginThroughUi, openPage, toast } from "./support/session";

const { baseUrl } = e2eEnv;
const investor = { fullName: "Dee Double", email: `dee+${Date.now()}@example.com`, password: "S3cure-pass!-double" };
let browser: Browser;
let page: Page;
let token = "";

const client = apiClient(baseUrl);

describe.runIf(process.env.E2E_MOCK !== "1")("double clicks against npm start", () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    page = (await openPage(browser)).page;
    await client.registerVerified(investor);
    token = (await loginThroughUi(page, baseUrl, investor.email, investor.password)).token;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("when the investor double-clicks Confirm on a slow network, then one purchase is recorded", async () => {
    await fillPurchase(page, baseUrl, "1.5");
    // A slow network: every purchase request waits a second before it leaves the browser.
    const sent: string[] = [];
    await page.route("**/api/shares", async (route) => {
      if (route.request().method() === "POST") {
        sent.push(route.request().headers()["idempotency-key"] ?? "");
        await new Promise((r) => setTimeout(r, 1000));
      }
      await route.continue();
    });
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).dblclick();
    await toast(page, "Purchase submitted!").waitFor();
    const mine = await client.ok<{ purchases: Array<{ numberOfShares: number }> }>("GET", "/api/shares/mine", undefined, token);
    expect(mine.purchases.map((p) => p.numberOfShares)).toEqual([1.5]);
    expect(new Set(sent).size).toBeLessThanOrEqual(1);
  });
});
