/**
 * Purchase windows against `npm start`: the admin schedules a window from its page, the public
 * about page and the investor's join page show it with a countdown, and the admin removes it.
 * The window is open now, so purchases elsewhere in the run stay possible; it is removed at the end.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eEnv } from "./support/env";
import { viewports } from "./support/routes";
import { browserForFile, openPage, toast } from "./support/session";

const { baseUrl } = e2eEnv;
const againstServer = process.env.E2E_MOCK !== "1";

/** Picks a local date and time an offset from now in a date field (day, month, year, hour, minute selects). */
async function pickLocalTime(page: Page, label: string, offsetMs: number): Promise<void> {
  const d = new Date(Date.now() + offsetMs);
  const field = page.getByRole("group", { name: label });
  const pad = (n: number) => String(n).padStart(2, "0");
  await field.getByLabel("Year").selectOption(String(d.getFullYear()));
  await field.getByLabel("Month").selectOption(String(d.getMonth() + 1));
  await field.getByLabel("Day").selectOption(String(d.getDate()));
  await field.getByLabel("Hour").selectOption(pad(d.getHours()));
  await field.getByLabel("Minute").selectOption(pad(d.getMinutes()));
}

describe.runIf(againstServer)("purchase windows against npm start", () => {
  const opened = browserForFile({ asAdmin: true });
  beforeAll(async () => {
    await mkdir(e2eEnv.artifactsDir, { recursive: true });
  });

  it("the admin schedules a window open now from /admin/purchase-windows and sees it listed", async () => {
    const { page: admin } = opened;
    await admin.goto(`${baseUrl}/admin`);
    await admin.getByRole("link", { name: "Purchase Windows" }).click();
    await pickLocalTime(admin, "Opens at (your local time)", -60 * 60_000);
    await pickLocalTime(admin, "Closes at (your local time)", 26 * 60 * 60_000);
    await admin.getByLabel("Note (optional)").fill("E2E round");
    await admin.getByRole("button", { name: "Schedule Window" }).click();
    await toast(admin, "Purchase window scheduled").waitFor();
    await expect.poll(() => admin.locator("table").getByText("Open now").count()).toBe(1);
    await admin.screenshot({ path: join(e2eEnv.artifactsDir, "admin-purchase-windows-1440.png"), fullPage: true });
  });

  it("the about page shows the open window with a countdown to its closing, at 1440 and 375 px", async () => {
    for (const viewport of viewports) {
      const { page, context } = await openPage(opened.browser, viewport.width, viewport.height);
      await page.goto(`${baseUrl}/about`);
      const banner = page.getByRole("status", { name: "Purchase window" });
      await expect
        .poll(() => banner.textContent())
        .toMatch(/Purchases are open\. This window closes on .*, in 1d 0\dh \d\dm \d\ds\. E2E round/);
      await banner.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(e2eEnv.artifactsDir, `about-purchase-window-${viewport.name}.png`) });
      await context.close();
    }
  });

  it("the admin removes the window after confirming, and the list is empty again", async () => {
    const { page: admin } = opened;
    await admin.getByRole("button", { name: "Remove" }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await toast(admin, "Purchase window removed").waitFor();
    await admin.getByText("No window scheduled: purchases are open at any time.").waitFor();
  });
});
