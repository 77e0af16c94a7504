/**
 * Issue 35, points 5 and 10 against `npm start`: one clock ("28 Nov 2026, 16:19 WAT") on the
 * notifications, the registration form's consent and password rule, and the profile in sections
 * with sessions by device and place, at 375 px and 1440 px with axe-core on each page.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "./support/api";
import { e2eEnv } from "./support/env";
import { findSmallTapTargets, type Session } from "./support/screenshots";
import { viewports } from "./support/routes";
import { expectLooksRight, launchForScreens, openSettled } from "./support/screen-checks";

const { baseUrl } = e2eEnv;
const stamp = Date.now();
const investor = { fullName: `Ọlá Clock ${stamp}`, email: `ola-clock+${stamp}@example.com`, password: "S3cure-pass!" };
const client = apiClient(baseUrl);
let browser: Browser;
let session: Session;
const againstServer = process.env.E2E_MOCK !== "1";

const open = (viewport: { width: number; height: number }, path: string, signedIn?: Session) =>
  openSettled(browser, viewport, path, signedIn);
const looksRight = (page: Page, name: string) => expectLooksRight(page, `clock-profile-${name}`, name);

describe.runIf(againstServer)("the clock, registration and profile against npm start", () => {
  beforeAll(async () => {
    browser = await launchForScreens();
    await client.registerVerified(investor);
    session = await client.ok<Session>("POST", "/api/auth/login", { email: investor.email, password: investor.password });
    // A purchase the admin approves: the investor gets a notification with its time.
    const proof = await client.uploadProof(session.token);
    const { purchase } = await client.ok<{ purchase: { _id: string } }>(
      "POST",
      "/api/shares",
      { numberOfShares: 1, paymentMethod: "TRC20", proof },
      session.token,
    );
    const adminToken = await client.login(e2eEnv.adminEmail, e2eEnv.adminPassword);
    await client.ok("PUT", `/api/shares/approve/${purchase._id}`, undefined, adminToken);
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of viewports) {
    it(`at ${viewport.name} px, notifications tell the time in Lagos labelled WAT, never GMT, and nothing runs off the screen`, async () => {
      const page = await open(viewport, "/notifications", session);
      const item = page.locator(".notification-list li").first();
      await item.waitFor();
      const time = (await item.locator("small").first().textContent()) ?? "";
      expect(time).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} WAT$/);
      expect(await page.locator("main").textContent()).not.toMatch(/GMT|UTC/);
      await looksRight(page, `${viewport.name}-notifications`);
      await page.context().close();
    });

    it(`at ${viewport.name} px, registration shows the password rule before typing and asks for the Terms' consent`, async () => {
      const page = await open(viewport, "/register");
      const password = page.getByLabel("Password", { exact: true });
      expect(await password.inputValue()).toBe("");
      await page.getByText("At least 10 characters, and not a common password.").waitFor();
      const consent = page.getByLabel(/I agree to the Terms and Conditions/);
      const label = await page.locator("label[for=accept-terms]").boundingBox();
      expect(label?.height).toBeGreaterThanOrEqual(44);
      await page.getByLabel("Full Name").fill("Chinụ Test");
      await page.getByLabel("Email").fill(`consent+${stamp}-${viewport.name}@example.com`);
      await password.fill("kola-nut-harmattan-1");
      await page.getByLabel("Confirm Password").fill("kola-nut-harmattan-1");
      await page.getByRole("button", { name: "Register" }).click();
      await page.locator("#accept-terms-error").getByText("Please accept the Terms and Conditions to register.").waitFor();
      expect(await consent.getAttribute("aria-invalid")).toBe("true");
      expect(page.url()).toBe(`${baseUrl}/register`);
      await looksRight(page, `${viewport.name}-register`);
      await page.context().close();
    });

    it(`at ${viewport.name} px, the profile reads in four sections and sessions show device and place, not '::ffff:'`, async () => {
      const page = await open(viewport, "/profile", session);
      const sections = page.getByRole("navigation", { name: "Profile sections" });
      await sections.getByRole("link", { name: "Statements" }).waitFor();
      expect((await sections.getByRole("link").allTextContents()).map((t) => t.trim())).toEqual([
        "Account",
        "Security",
        "Notifications",
        "Statements",
      ]);
      await page.getByRole("heading", { name: "Where you're signed in" }).waitFor();
      const sessionsText = (await page.locator(".session-list").textContent()) ?? "";
      expect(sessionsText).toMatch(/This computer|Local network|Internet address/);
      expect(sessionsText).not.toContain("::ffff:");
      expect(sessionsText).toMatch(/WAT/);
      await sections.getByRole("link", { name: "Statements" }).click();
      await page.waitForURL(`${baseUrl}/profile#statements`);
      if (viewport.width <= 400) expect(await findSmallTapTargets(page)).toEqual([]);
      await looksRight(page, `${viewport.name}-profile`);
      await page.context().close();
    });
  }
});
