/** A browser test's page at one viewport, and its checks: saved screenshot, no overflow, no serious axe violation. */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { launchBrowser } from "./browser";
import { e2eEnv } from "./env";
import { findAccessibilityViolations, findOverflow, type Session, screenshotContext } from "./screenshots";

/** The browser for a file that saves screenshots, once the artifacts folder they go to exists. */
export async function launchForScreens(): Promise<Browser> {
  await mkdir(e2eEnv.artifactsDir, { recursive: true });
  return launchBrowser();
}

/** A page at the viewport, signed in as the session (or a visitor), on `path`, settled. */
export async function openSettled(
  browser: Browser,
  viewport: { width: number; height: number },
  path: string,
  session?: Session,
): Promise<Page> {
  const context = await screenshotContext(browser, viewport, session);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(e2eEnv.baseUrl + path, { waitUntil: "networkidle" });
  return page;
}

/** The page has no overflow and no critical or serious axe violation; its screenshot is saved as `<file>.png`. */
export async function expectLooksRight(page: Page, file: string, name: string): Promise<void> {
  await page.screenshot({ path: join(e2eEnv.artifactsDir, `${file}.png`), fullPage: true });
  expect(await findOverflow(page), name).toEqual([]);
  expect(await findAccessibilityViolations(page), name).toEqual([]);
}
