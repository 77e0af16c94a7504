/**
 * Issue 35, points 3 and 5 against `npm start`: the activity feed from GET /api/activity (the
 * tracker, a rejection's reason), a notification's link to the item's detail, and times in the
 * investor's chosen zone (Africa/Nairobi: "EAT"), at 375 px and 1440 px with nothing running
 * off the screen and axe-core on each page.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "./support/api";
import { e2eEnv } from "./support/env";
import { viewports } from "./support/routes";
import { expectLooksRight, launchForScreens, openSettled } from "./support/screen-checks";
import type { Session } from "./support/screenshots";

const { baseUrl } = e2eEnv;
const stamp = Date.now();
const investor = { fullName: `Ada Feed ${stamp}`, email: `ada-feed+${stamp}@example.com`, password: "S3cure-pass!" };
const client = apiClient(baseUrl);
const REASON = "No payment arrived on TRC20";
const EAT_TIME = /^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} EAT$/;
let browser: Browser;
let session: Session;
let rejectedId: string;
const againstServer = process.env.E2E_MOCK !== "1";

const open = (viewport: { width: number; height: number }, path: string) => openSettled(browser, viewport, path, session);
const looksRight = (page: Page, name: string) => expectLooksRight(page, `activity-feed-${name}`, name);

describe.runIf(againstServer)("the activity feed and the investor's clock against npm start", () => {
  beforeAll(async () => {
    browser = await launchForScreens();
    await client.registerVerified(investor);
    const first = await client.ok<Session>("POST", "/api/auth/login", { email: investor.email, password: investor.password });
    await client.ok("PUT", "/api/user/time-zone", { timeZone: "Africa/Nairobi" }, first.token);
    const buy = async (numberOfShares: number) =>
      (
        await client.ok<{ purchase: { _id: string } }>(
          "POST",
          "/api/shares",
          { numberOfShares, paymentMethod: "TRC20", proof: await client.uploadProof(first.token) },
          first.token,
        )
      ).purchase._id;
    rejectedId = await buy(2);
    const adminToken = await client.login(e2eEnv.adminEmail, e2eEnv.adminPassword);
    await client.ok("PUT", `/api/shares/reject/${rejectedId}`, { reason: REASON }, adminToken);
    await buy(1);
    // Signed in after choosing the zone: the stored user carries it, as after any sign-in.
    session = await client.ok<Session>("POST", "/api/auth/login", { email: investor.email, password: investor.password });
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of viewports) {
    it(`at ${viewport.name} px, /activity lists the pending and the rejected purchase with trackers, the reason and times in EAT`, async () => {
      const page = await open(viewport, "/activity");
      const pending = page.locator("li.activity-row", { hasText: "Purchase of 1 share(s)" });
      const rejected = page.locator("li.activity-row", { hasText: "Purchase of 2 share(s)" });
      await pending.waitFor();
      // Newest first: the pending purchase came after the rejected one.
      const rows = await page.locator("li.activity-row .activity-title").allTextContents();
      expect(rows.indexOf("Purchase of 1 share(s)")).toBeLessThan(rows.indexOf("Purchase of 2 share(s)"));
      expect(await pending.locator('[aria-current="step"]').textContent()).toContain("In review");
      await pending.getByText("−$100.00").waitFor();
      await rejected.locator(".tracker-failed", { hasText: "Rejected" }).waitFor();
      await rejected.getByText(`Reason: ${REASON}`).waitFor();
      expect(((await rejected.locator(".activity-head + span").textContent()) ?? "").trim()).toMatch(EAT_TIME);
      expect(await page.locator("main").textContent()).not.toMatch(/WAT|GMT|UTC/);
      expect(await rejected.getByRole("link", { name: "Purchase of 2 share(s)" }).getAttribute("href")).toBe(
        `/activity/purchase-${rejectedId}`,
      );
      await looksRight(page, `${viewport.name}-feed`);
      await page.context().close();
    });

    it(`at ${viewport.name} px, the rejection's notification links to the purchase's detail, which shows the reason and the time in EAT`, async () => {
      const page = await open(viewport, "/notifications");
      const notice = page.locator(".notification-list li", { hasText: "was rejected" });
      await notice.waitFor();
      expect(((await notice.locator("small").first().textContent()) ?? "").trim()).toMatch(EAT_TIME);
      await looksRight(page, `${viewport.name}-notifications`);
      await notice.getByRole("link", { name: "View details" }).click();
      await page.waitForURL(`${baseUrl}/activity/purchase-${rejectedId}`);
      await page.getByRole("heading", { name: "−$200.00" }).waitFor();
      await page.getByText(`Reason: ${REASON}`).waitFor();
      expect(((await page.locator("section.card > p.muted").first().textContent()) ?? "").trim()).toMatch(EAT_TIME);
      await page.locator(".tracker-failed", { hasText: "Rejected" }).waitFor();
      await looksRight(page, `${viewport.name}-detail`);
      await page.context().close();
    });
  }
});
