/**
 * The audit area against `npm start`: an investor with real ledger activity, a second
 * user made auditor by the admin in /admin/users, who logs in, finds the investor, reads the
 * stream and downloads its CSV. Independent of the journey: it makes its own users over the API.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "./support/api";
import { e2eEnv } from "./support/env";
import { launchForScreens } from "./support/screen-checks";
import { findAccessibilityViolations, findOverflow, type Session, screenshotContext } from "./support/screenshots";
import { loginThroughUi, openPage, toast } from "./support/session";
import { viewports } from "./support/routes";

const { baseUrl } = e2eEnv;
const stamp = Date.now();
const password = "S3cure-pass!";
const investor = { fullName: `Ife Ledger ${stamp}`, email: `ife+${stamp}@example.com` };
const auditor = { fullName: `Ola Audit ${stamp}`, email: `ola+${stamp}@example.com` };
let browser: Browser;
let auditorPage: Page;
let investorId = "";
let auditorSession: Session | undefined;

const client = apiClient(baseUrl);
const api = client.ok;
const registerVerified = (person: { fullName: string; email: string }) => client.registerVerified({ ...person, password });
const uploadProof = client.uploadProof;
const login = async (email: string, secret: string) => ({ token: await client.login(email, secret) });

const againstServer = process.env.E2E_MOCK !== "1";

describe.runIf(againstServer)("audit area against npm start", () => {
  beforeAll(async () => {
    browser = await launchForScreens();
    auditorPage = (await openPage(browser)).page;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("given an investor whose purchase was approved and who was credited profit", async () => {
    investorId = await registerVerified(investor);
    const { token } = await login(investor.email, password);
    const { purchase } = await api<{ purchase: { _id: string } }>(
      "POST",
      "/api/shares",
      { numberOfShares: 2.5, paymentMethod: "TRC20", proof: await uploadProof(token) },
      token,
    );
    const admin = await login(e2eEnv.adminEmail, e2eEnv.adminPassword);
    await api("PUT", `/api/shares/approve/${purchase._id}`, undefined, admin.token);
    const { runId } = await api<{ runId: string }>("POST", "/api/profits/credit", { percentage: 2 }, admin.token);
    await expect
      .poll(async () => (await api<{ status: string }>("GET", `/api/profits/runs/${runId}`, undefined, admin.token)).status, {
        timeout: 60_000,
      })
      .toBe("completed");
  });

  it("the admin grants a second user the auditor role from /admin/users", async () => {
    await registerVerified(auditor);
    const { context, page } = await openPage(browser);
    await loginThroughUi(page, baseUrl, e2eEnv.adminEmail, e2eEnv.adminPassword);
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole("navigation", { name: "Tools" }).getByRole("link", { name: "Audit" }).waitFor();
    await page.goto(`${baseUrl}/admin/users`);
    await page.getByLabel("Search by ID, name, email or phone").fill(auditor.email);
    const toggle = page.getByRole("switch", { name: `Auditor role for ${auditor.fullName}` });
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    await toggle.click();
    await page.getByRole("dialog").getByRole("button", { name: "Grant" }).click();
    await toast(page, "Auditor role granted").waitFor();
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    await context.close();
  });

  it("the auditor logs in, lands in the audit area and opens the investor's stream", async () => {
    const page = auditorPage;
    auditorSession = await loginThroughUi(page, baseUrl, auditor.email, password);
    await page.waitForURL(`${baseUrl}/audit`);
    await page.getByLabel("Search investors by name, email or ID").fill(investor.email);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("link", { name: `Open stream of ${investor.fullName}` }).click();
    await page.waitForURL(`${baseUrl}/audit/investors/${investorId}`);
    await page.getByRole("heading", { name: new RegExp(investor.fullName) }).waitFor();
    for (const type of ["SharePurchaseRequested", "SharePurchaseApproved", "ProfitCredited"]) {
      await page.getByRole("cell", { name: type, exact: true }).first().waitFor();
    }
    // 2% of 2.5 shares at $100 is $5.00 of profit after the credit.
    const profitRow = page.getByRole("row", { name: /ProfitCredited/ }).first();
    expect(await profitRow.textContent()).toContain("5.00");
    await page.getByRole("img", { name: /Profit and reward balance over the stream/ }).waitFor();
  });

  it("the auditor downloads the stream as CSV with every event type", async () => {
    const page = auditorPage;
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toBe(`investor-${investorId}-stream.csv`);
    const file = join(e2eEnv.artifactsDir, download.suggestedFilename());
    await download.saveAs(file);
    const csv = await readFile(file, "utf8");
    expect(csv.split(/\r?\n/)[0]).toContain("version");
    for (const type of ["SharePurchaseRequested", "SharePurchaseApproved", "ProfitCredited"]) expect(csv).toContain(type);
    expect(csv).toContain(`investor:${investorId}:profit`);
  });

  it("the auditor sees a trial balance that sums to zero and a filtered journal", async () => {
    const page = auditorPage;
    // The audit area's own links (the header lists the same screens for an auditor).
    await page.locator("main").getByRole("link", { name: "Trial balance" }).click();
    await page.getByText("Balanced: total 0.00").waitFor();
    await page.locator("main").getByRole("link", { name: "Journal" }).click();
    await page.getByLabel("Event type").fill("ProfitCredited");
    // The account is picked by the investor's name, not typed as an id.
    await page.getByRole("combobox", { name: "Account" }).fill(investor.fullName);
    await page.getByRole("option", { name: new RegExp(`${investor.fullName} · profit`) }).click();
    await page.getByText("1 journal line(s)").waitFor();
    expect(new URL(page.url()).searchParams.get("account")).toBe(`investor:${investorId}:profit`);
    // Names on the page, the full id on hover.
    const credited = page.locator(`.named-id[title="investor:${investorId}:profit"]`).first();
    expect(await credited.textContent()).toContain(`${investor.fullName} · profit`);
    await page.getByRole("link", { name: "Replay and verify" }).click();
    await page.getByRole("heading", { name: "Last replay", exact: true }).waitFor();
  });

  it("the auditor verifies the ledger with one click and sees it pass", async () => {
    const page = auditorPage;
    await page.getByRole("button", { name: "Verify now" }).click();
    await page.getByText("Verification passed: all invariants hold").waitFor({ timeout: 60_000 });
    await page.getByRole("button", { name: "Verify now" }).waitFor();
  });

  it("an investor without the role opening /audit is sent to /", async () => {
    const { context, page } = await openPage(browser);
    await loginThroughUi(page, baseUrl, investor.email, password);
    await page.goto(`${baseUrl}/audit`);
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });

  it("the audit pages render at 1440 px and 375 px without horizontal overflow or critical and serious axe violations", async () => {
    const session = auditorSession;
    if (!session) throw new Error("the auditor did not log in");
    const paths = ["/audit", `/audit/investors/${investorId}`, "/audit/trial-balance", "/audit/journal", "/audit/runs"];
    const problems: string[] = [];
    for (const viewport of viewports) {
      const context = await screenshotContext(browser, viewport, session);
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(baseUrl + path, { waitUntil: "networkidle" });
        await page.locator(".loader").waitFor({ state: "detached" });
        const name = `${viewport.name}-auditor-${path
          .replace(investorId, "investor")
          .replace(/[^a-z0-9]+/gi, "_")
          .replace(/^_|_$/g, "")}.png`;
        await page.screenshot({ path: join(e2eEnv.artifactsDir, name), fullPage: true });
        problems.push(...(await findOverflow(page)).map((problem) => `${viewport.name} ${path}: ${problem}`));
        problems.push(...(await findAccessibilityViolations(page)).map((problem) => `${viewport.name} ${path}: axe ${problem}`));
      }
      await context.close();
    }
    console.log(`Audit screenshots: ${e2eEnv.artifactsDir}`);
    expect(problems).toEqual([]);
  });
});
