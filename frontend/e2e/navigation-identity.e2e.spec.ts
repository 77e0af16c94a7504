/**
 * Issue 35, points 7-9 against `npm start` (scripts/e2e.mjs starts it with the sample identity):
 * navigation by role and width, the operator's identity on Contact, footer and Terms, and the
 * admin home's counted queue, at 375 px and 1440 px, with axe-core on each page visited.
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
const password = "S3cure-pass!";
const investor = { fullName: `Tunde Nav ${stamp}`, email: `tunde+${stamp}@example.com`, password };
const auditor = { fullName: `Ngozi Audit ${stamp}`, email: `ngozi+${stamp}@example.com`, password };
const phone = viewports.find((v) => v.width === 375) ?? viewports[1];
const desktop = viewports.find((v) => v.width === 1440) ?? viewports[0];
const client = apiClient(baseUrl);
let browser: Browser;
const sessions: { investor?: Session; admin?: Session; auditor?: Session } = {};

async function sessionOf(email: string, secret: string): Promise<Session> {
  return client.ok<Session>("POST", "/api/auth/login", { email, password: secret });
}

const open = (viewport: { name: string; width: number; height: number }, path: string, session?: Session) =>
  openSettled(browser, viewport, path, session);
const looksRight = (page: Page, name: string) => expectLooksRight(page, `nav-identity-${name}`, name);

const againstServer = process.env.E2E_MOCK !== "1";

describe.runIf(againstServer)("navigation, identity and the admin's queue against npm start", () => {
  beforeAll(async () => {
    browser = await launchForScreens();
    await client.registerVerified(investor);
    await client.registerVerified(auditor);
    sessions.investor = await sessionOf(investor.email, password);
    sessions.admin = await sessionOf(e2eEnv.adminEmail, e2eEnv.adminPassword);
    // One purchase waits for the admin: the queue counts it.
    const proof = await client.uploadProof(sessions.investor.token);
    await client.ok("POST", "/api/shares", { numberOfShares: 1, paymentMethod: "TRC20", proof }, sessions.investor.token);
    const auditorId = await userId(auditor.email);
    await client.ok("PUT", `/api/admin/users/${auditorId}/auditor`, { isAuditor: true }, sessions.admin.token);
    sessions.auditor = await sessionOf(auditor.email, password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function userId(email: string): Promise<string> {
    const users = await client.ok<{ _id: string; email: string }[]>("GET", "/api/admin/users", undefined, sessions.admin?.token);
    const found = users.find((user) => user.email === email);
    if (!found) throw new Error(`no user ${email}`);
    return found._id;
  }

  for (const viewport of [phone, desktop]) {
    it(`at ${viewport.name} px, Contact lists the operator's legal name, RC number, office, support, WhatsApp and hours; the footer names the legal entity`, async () => {
      const page = await open(viewport, "/contact");
      const details = page.getByRole("complementary", { name: "Reach us" });
      for (const text of [
        "Company: Share Invest Holdings Ltd",
        "RC number: RC 1234567",
        "Office: 12 Adeola Odeku Street, Victoria Island, Lagos",
        "Hours: Monday to Friday, 9:00 to 17:00 WAT",
      ])
        await details.getByText(text).waitFor();
      expect(await details.getByRole("link", { name: "support@shareinvest.example" }).getAttribute("href")).toBe(
        "mailto:support@shareinvest.example",
      );
      expect(await details.getByRole("link", { name: "+234 803 765 4321" }).getAttribute("href")).toBe("https://wa.me/2348037654321");
      expect(await page.getByRole("contentinfo").textContent()).toContain("is operated by Share Invest Holdings Ltd (CAC RC 1234567).");
      await looksRight(page, `${viewport.name}-contact`);
      await page.context().close();
    });

    it(`at ${viewport.name} px, the Terms state one rule with a version and an effective date`, async () => {
      const page = await open(viewport, "/terms");
      await page.getByText("Version 2.0, effective 28 November 2026.").waitFor();
      const text = (await page.locator("main").textContent()) ?? "";
      expect(text).toContain("The smallest purchase is 0.5 share for $50.");
      expect(text).not.toMatch(/earlier reading|readings stand/i);
      await looksRight(page, `${viewport.name}-terms`);
      await page.context().close();
    });
  }

  it("at 375 px, a visitor sees Login on the header without opening the menu", async () => {
    const page = await open(phone, "/");
    const login = page.getByRole("banner").locator(".header-login");
    expect(await login.isVisible()).toBe(true);
    const box = await login.boundingBox();
    expect(box && box.height >= 44 && box.x + box.width <= phone.width).toBe(true);
    await login.click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.context().close();
  });

  it("at 375 px, an investor gets a bottom tab bar (Home, Buy, Withdraw, Loans, More with Activity) and a slim footer naming the legal entity", async () => {
    const page = await open(phone, "/dashboard", sessions.investor);
    const tabBar = page.getByRole("navigation", { name: "Tab bar" });
    await tabBar.waitFor();
    const box = await tabBar.boundingBox();
    // Fixed at the bottom of the screen, full width.
    expect(box && Math.round(box.y + box.height)).toBe(phone.height);
    expect(box?.width).toBe(phone.width);
    const tabs = await tabBar.locator(".tab").allTextContents();
    expect(tabs.map((tab) => tab.trim())).toEqual(["Home", "Buy", "Withdraw", "Loans", "More"]);
    for (const tab of await tabBar.locator(".tab").all()) expect((await tab.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(await page.getByRole("button", { name: "Menu" }).count()).toBe(0);
    await tabBar.getByRole("button", { name: "More" }).click();
    expect(await tabBar.getByRole("link", { name: "Activity" }).getAttribute("href")).toBe("/activity");
    await tabBar.getByRole("link", { name: "My Profile" }).click();
    await page.waitForURL(`${baseUrl}/profile`);
    await tabBar.getByRole("link", { name: "Withdraw" }).click();
    await page.waitForURL(`${baseUrl}/withdraw`);
    expect(await page.getByRole("contentinfo").textContent()).toContain("operated by Share Invest Holdings Ltd");
    expect(await page.getByRole("contentinfo").getByRole("link").allTextContents()).toEqual(["Terms", "Privacy", "Support"]);
    // The last of the page is not hidden behind the tab bar. A page still settling (a font, a late
    // answer) can move the end after one scroll: scroll to the end again until the footer ends
    // above the bar.
    await page.waitForLoadState("networkidle");
    const footerGap = async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = await page.getByRole("contentinfo").boundingBox();
      const bar = await tabBar.boundingBox();
      return footer && bar ? Math.round(bar.y - (footer.y + footer.height)) : Number.NaN;
    };
    await expect.poll(footerGap, { timeout: 5_000 }).toBeGreaterThanOrEqual(-1);
    expect(await findSmallTapTargets(page)).toEqual([]);
    await looksRight(page, "375-investor-tab-bar");
    await page.context().close();
  });

  it("at 1440 px, an investor's header is one row: money screens first, the rest in More, no tab bar", async () => {
    const page = await open(desktop, "/dashboard", sessions.investor);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Dashboard" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Tab bar" }).count()).toBe(0);
    const header = await page.locator(".header-inner").boundingBox();
    expect(header?.height).toBeLessThan(80);
    const more = nav.getByRole("button", { name: "More" });
    await more.click();
    await nav.getByRole("link", { name: "Referrals" }).click();
    await page.waitForURL(`${baseUrl}/referrals`);
    await looksRight(page, "1440-investor-header");
    await page.context().close();
  });

  for (const viewport of [phone, desktop]) {
    it(`at ${viewport.name} px, the admin home opens on a counted "Needs action" queue, tools apart, and no command-line text`, async () => {
      const page = await open(viewport, "/admin", sessions.admin);
      const queue = page.getByRole("region", { name: "Needs action" });
      const purchases = queue.getByRole("link", { name: /^Purchases: \d+ waiting$/ });
      await purchases.waitFor();
      expect(Number(await purchases.locator(".queue-count").textContent())).toBeGreaterThanOrEqual(1);
      for (const name of ["Withdrawals", "Sell-backs", "Loans and loan payments", "Waiting for a second admin"])
        await queue.getByRole("link", { name: new RegExp(`^${name}: \\d+ waiting$`) }).waitFor();
      // The queue is the first thing under the heading (the one-admin notice aside).
      const queueTop = (await queue.boundingBox())?.y ?? 0;
      const toolsTop = (await page.getByRole("navigation", { name: "Tools" }).boundingBox())?.y ?? 0;
      expect(queueTop).toBeLessThan(toolsTop);
      expect(await page.getByRole("navigation", { name: "Tools" }).getByRole("link", { name: "API Reference" }).count()).toBe(1);
      expect(await page.locator("body").textContent()).not.toMatch(/npm run|admin:grant/);
      if (viewport.width === 1440) expect((await page.locator(".header-inner").boundingBox())?.height).toBeLessThan(80);
      await looksRight(page, `${viewport.name}-admin-home`);
      await page.goto(`${baseUrl}/admin/approvals`, { waitUntil: "networkidle" });
      expect(await page.locator("body").textContent()).not.toMatch(/npm run|admin:grant/);
      await page.context().close();
    });
  }

  it("at 375 and 1440 px, the admin's users list keeps Delete in a row menu and never on the admin's own row", async () => {
    for (const viewport of [phone, desktop]) {
      const page = await open(viewport, "/admin/users", sessions.admin);
      await page.getByLabel("Search by ID, name, email or phone").fill(investor.email);
      const more = page.getByRole("button", { name: `More actions for ${investor.fullName}` });
      await more.waitFor();
      expect(await page.getByRole("button", { name: `Delete ${investor.fullName}` }).count()).toBe(0);
      await more.click();
      expect(await page.getByRole("button", { name: `Delete ${investor.fullName}` }).isVisible()).toBe(true);
      await page.keyboard.press("Escape");
      await page.getByLabel("Search by ID, name, email or phone").fill(e2eEnv.adminEmail);
      await more.waitFor({ state: "detached" });
      await page
        .getByRole("button", { name: /^Edit shares of / })
        .first()
        .waitFor();
      expect(await page.getByRole("button", { name: /^More actions for / }).count()).toBe(0);
      expect(await page.getByRole("button", { name: /^Delete / }).count()).toBe(0);
      await looksRight(page, `${viewport.name}-admin-users`);
      await page.context().close();
    }
  });

  it("at 1440 px, an auditor's header starts with the audit screens", async () => {
    const page = await open(desktop, "/audit", sessions.auditor);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Trial balance" }).waitFor();
    const first = await nav.locator(":scope > ul > li").allTextContents();
    expect(first.slice(0, 4)).toEqual(["Audit", "Trial balance", "Journal", "Runs"]);
    expect((await page.locator(".header-inner").boundingBox())?.height).toBeLessThan(80);
    await page.context().close();
  });
});
