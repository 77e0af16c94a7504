/**
 * Loans against `npm start` (NEW_WALLET_HOLD_HOURS=0 there, so a new wallet may be paid at once):
 * an investor with 4 shares asks on /loans for $25 paid to a named TRC20 wallet, the admin reads
 * that wallet and its network in the approve dialog on /admin-loans and approves, and the
 * investor's /loans shows the loan Approved with $27.50 to repay. Both pages at 375 and 1440 px:
 * no horizontal overflow, every control a tap target of at least 44 px, a screenshot of each.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "./support/api";
import { launchBrowser } from "./support/browser";
import { e2eEnv } from "./support/env";
import { viewports } from "./support/routes";
import { findAccessibilityViolations, findOverflow } from "./support/screenshots";
import { loginThroughUi, openPage, openSignedIn, toast } from "./support/session";

const { baseUrl } = e2eEnv;
const client = apiClient(baseUrl);
const investor = { fullName: "Lola Lender", email: `lola+${Date.now()}@example.com`, password: "Loan-pass-2026-e2e" };
const WALLET = "TAFCFydqK7qoJW7CP9ANMV8EBuhhtAbvvU";
let browser: Browser;

const shot = (name: string) => {
  mkdirSync(e2eEnv.artifactsDir, { recursive: true });
  return join(e2eEnv.artifactsDir, `loans-${name}.png`);
};

/** Controls inside the loan pages smaller than 44 px in either direction (links inside text excepted). */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll(".loans-page button, .loans-page a.btn, .loans-page input, .loans-page select"))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      // A visually hidden file input is reached through its drop area, the tap target people use.
      .filter(({ element, box }) => !element.classList.contains("sr-only") && box.width > 0 && (box.height < 44 || box.width < 44))
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      ),
  );
}

describe.runIf(process.env.E2E_MOCK !== "1")("a loan paid to a named wallet, against npm start", () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    const { token, adminToken } = await client.investorWithShares(investor, 4);
    const portal = await client.ok<{ isOpen: boolean }>("GET", "/api/loans/portal-status", undefined, token);
    if (!portal.isOpen) await client.ok("POST", "/api/loans/toggle-portal", undefined, adminToken);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("an old loan path opens /loans, where the investor asks for $25 paid to a TRC20 wallet and then sees why the form is gone", async () => {
    const { page, context } = await openPage(browser, 375, 812);
    await loginThroughUi(page, baseUrl, investor.email, investor.password);
    await page.goto(`${baseUrl}/loan-dashbord`);
    await page.waitForURL(`${baseUrl}/loans`);
    const apply = page.getByRole("region", { name: "Apply for Loan" });
    await apply.getByText("Investment Capital$400.00").waitFor();
    await apply.getByText("Max Loan (20%)$80.00").waitFor();
    await apply.getByText("Min Loan (1%)$4.00").waitFor();
    await page.getByLabel("Loan Amount ($)").fill("25");
    await apply.getByText("$27.50").waitFor();
    await page.getByLabel("Wallet Address").fill(WALLET);
    await page.getByLabel("Network").selectOption("USDT BEP20 (BSC)");
    await page.getByText("This is not a valid BEP20 (BSC) address.").waitFor();
    await page.getByLabel("Network").selectOption("USDT TRC20");
    await page.getByText("This is not a valid BEP20 (BSC) address.").waitFor({ state: "detached" });
    expect(await smallTapTargets(page)).toEqual([]);
    await page.screenshot({ path: shot("apply-375"), fullPage: true });
    await page.getByRole("button", { name: "Submit Loan Request" }).click();
    const review = page.getByRole("dialog", { name: "Review your loan request" });
    await review.getByText("$27.50").waitFor();
    await review.getByRole("button", { name: "Send Loan Request" }).click();
    await toast(page, "Loan request submitted successfully!").waitFor();
    const summary = page.getByRole("region", { name: "My Loan Summary" });
    await summary.getByText("Pending").waitFor();
    await page.getByText(/waiting for an admin's decision/).waitFor();
    expect(await page.getByRole("button", { name: "Submit Loan Request" }).count()).toBe(0);
    await context.close();
  });

  it("the admin reads the wallet and network in the approve dialog (375 px, then cancels) and approves (1440 px)", async () => {
    // The phone first: it only looks; the wide screen approves.
    for (const viewport of [...viewports].sort((a, b) => a.width - b.width)) {
      const { page, context } = await openSignedIn(
        browser,
        viewport,
        { email: e2eEnv.adminEmail, password: e2eEnv.adminPassword },
        "/admin-loans",
      );
      const item = page.locator("tr, li.loan-card", { hasText: investor.email });
      await item.getByRole("button", { name: "Approve" }).click();
      const dialog = page.getByRole("dialog", { name: "Approve loan" });
      await dialog.getByText(`Approve ${investor.fullName}'s loan of $25.00?`, { exact: false }).waitFor();
      expect(await dialog.locator("code.wallet-text").textContent()).toBe(WALLET);
      expect(await dialog.locator("code.wallet-text strong").allTextContents()).toEqual([WALLET.slice(0, 6), WALLET.slice(-6)]);
      await dialog.getByText("USDT on TRC20 (TRON)", { exact: true }).waitFor();
      await page.screenshot({ path: shot(`admin-approve-dialog-${viewport.name}`) });
      if (viewport.name === "375") {
        await dialog.getByRole("button", { name: "Cancel" }).click();
        expect(await findOverflow(page)).toEqual([]);
        expect(await smallTapTargets(page)).toEqual([]);
        await page.screenshot({ path: shot("admin-375"), fullPage: true });
      } else {
        await dialog.getByRole("button", { name: "Approve loan" }).click();
        await toast(page, "Loan approved").waitFor();
        await item.getByText("Approved", { exact: true }).waitFor();
        await page.screenshot({ path: shot("admin-1440"), fullPage: true });
      }
      await context.close();
    }
  });

  it("the investor's /loans shows the loan Approved with $27.50 remaining, at 375 and 1440 px", async () => {
    for (const viewport of viewports) {
      const { page, context } = await openSignedIn(browser, viewport, investor, "/loans");
      const summary = page.getByRole("region", { name: "My Loan Summary" });
      await summary.getByText("Approved", { exact: true }).waitFor();
      const remaining = summary.locator(".figures div", { hasText: "Remaining Balance" }).locator("dd");
      expect(await remaining.textContent()).toBe("$27.50");
      expect(await summary.locator("code.wallet-text").textContent()).toBe(WALLET);
      await page.getByRole("link", { name: "Make Manual Payment" }).waitFor();
      await page.getByText(/You can apply for a new loan once its remaining balance reaches/).waitFor();
      expect(await findOverflow(page)).toEqual([]);
      expect(await smallTapTargets(page)).toEqual([]);
      await page.screenshot({ path: shot(`investor-${viewport.name}`), fullPage: true });
      await page.getByRole("link", { name: "Make Manual Payment" }).click();
      await page.waitForURL(`${baseUrl}/manual-loan-payment`);
      await page.getByText(/Send only USDT on TRC20 \(TRON\)/).waitFor();
      // The buy step's payment: exact amount with Copy, the address with Copy and QR, the transaction id and the drop area.
      await page.getByText("27.50 USDT").waitFor();
      await page.getByRole("button", { name: "Copy amount" }).waitFor();
      await page.getByRole("button", { name: "Copy Address" }).waitFor();
      await page.getByRole("img", { name: /QR code/ }).waitFor();
      await page.getByLabel("Transaction ID (optional)").waitFor();
      expect(await page.getByLabel("Transaction ID (optional)").getAttribute("placeholder")).toBe("64 hex characters");
      await page.getByLabel("Payment Receipt (image)").waitFor({ state: "attached" });
      expect(await findOverflow(page)).toEqual([]);
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(await smallTapTargets(page)).toEqual([]);
      await page.screenshot({ path: shot(`manual-payment-${viewport.name}`), fullPage: true });
      await context.close();
    }
  });
});
