/**
 * The first minutes and the guided purchase at 375 px, against `npm start`: register → 'Check
 * your email' → the e-mailed link → log in → /join: 1.5 shares cost $150.00 → 'Send exactly
 * 150.00 USDT on BEP20 (BSC)' with the address's QR code → proof, transaction id, agreement →
 * Confirm → the receipt. Every step is saved at 375 and 1440 px (buy-flow-*.png in the artifacts
 * folder), with no horizontal overflow and no button or link under 44 px high at 375 px.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { e2eEnv } from "./support/env";
import { waitForMailedLink } from "./support/mailbox";
import { proofImage } from "./support/purchase";
import { findOverflow } from "./support/screenshots";
import { loginThroughUi, openPage, registerThroughForm, toast } from "./support/session";

const { baseUrl } = e2eEnv;
const investor = { fullName: "Lagos Phone", email: `phone+${Date.now()}@example.com`, password: "S3cure-pass!-phone" };
const txId = `0x${"5e".repeat(32)}`;
let browser: Browser;
let page: Page;

/** Buttons and links in the page's main area shorter than a 44 px tap target. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("main button, main a, main .btn"))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.height < 44 && getComputedStyle(element).visibility !== "hidden";
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}" ${Math.round(element.getBoundingClientRect().height)}px`,
      ),
  );
}

/** Saves the page at 375 px (checking overflow and tap targets there), then at 1440 px, and back to 375. */
async function shoot(name: string, fullPage = true) {
  await mkdir(e2eEnv.artifactsDir, { recursive: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(150);
  await page.screenshot({ path: join(e2eEnv.artifactsDir, `buy-flow-${name}-375.png`), fullPage });
  expect(await findOverflow(page), `${name} at 375 px`).toEqual([]);
  expect(await smallTargets(page), `${name}: tap targets at 375 px`).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.waitForTimeout(150);
  await page.screenshot({ path: join(e2eEnv.artifactsDir, `buy-flow-${name}-1440.png`), fullPage });
  await page.setViewportSize({ width: 375, height: 812 });
}

describe.runIf(process.env.E2E_MOCK !== "1")("buying shares on a phone, against npm start", () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    page = (await openPage(browser, 375, 812)).page;
    console.log(`buy-flow screenshots: ${e2eEnv.artifactsDir}`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("a visitor taps Get Started, registers and lands on 'Check your email' naming the address", async () => {
    await page.goto(baseUrl);
    await page.getByRole("link", { name: "Get Started" }).click();
    await page.waitForURL(`${baseUrl}/register`);
    await registerThroughForm(page, investor);
    await page.waitForURL(`${baseUrl}/check-email`);
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    await page.getByText(investor.email).waitFor();
    await page.getByRole("button", { name: "Resend email" }).waitFor();
    await shoot("1-check-email");
  });

  it("the investor follows the e-mailed link and logs in", async () => {
    const link = await waitForMailedLink(e2eEnv.mailDir, investor.email, "/verify?token=");
    await page.goto(baseUrl + link);
    await page.getByRole("button", { name: "Verify email" }).click();
    await page.getByRole("heading", { name: "Email verified!" }).waitFor();
    await shoot("2-verified");
    await loginThroughUi(page, baseUrl, investor.email, investor.password);
    await page.waitForURL(`${baseUrl}/dashboard`);
  });

  it("step 1: 1.5 shares show the cost $150.00 large", async () => {
    await page.goto(`${baseUrl}/join?remaining=100`);
    await page.getByLabel("Number of Shares").fill("1.5");
    await page.locator(".cost-amount", { hasText: "$150.00" }).waitFor();
    await page.getByText("150.00 USDT").waitFor();
    await shoot("3-step1-shares");
    await page.getByLabel("Number of Shares").fill("1,5");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.locator(".field-error", { hasText: "Use a dot for decimals: 1.5" }).waitFor();
    await page.getByLabel("Number of Shares").fill("1.5");
    await page.getByRole("button", { name: "Continue to payment" }).click();
  });

  it("step 2: 'Send exactly 150.00 USDT on BEP20 (BSC)' with the address, its QR code and the network warning", async () => {
    await page.getByRole("heading", { name: "Send your payment" }).waitFor();
    expect(await page.locator(".payment-line").textContent()).toBe("Send exactly 150.00 USDT on BEP20 (BSC)");
    await page.getByRole("img", { name: "QR code of the BEP20 (BSC) address" }).waitFor();
    await page.getByRole("button", { name: "Copy address" }).waitFor();
    await page.getByText("Money sent on another network, or in another coin, is lost").waitFor();
    await shoot("4-step2-payment");

    await page.getByLabel("Transaction ID (optional)").fill(txId);
    await page.getByLabel("Proof of Payment (image)").setInputFiles(proofImage);
    await toast(page, "Proof uploaded").waitFor();
    await page.getByRole("button", { name: "Replace" }).waitFor();
    await page.getByLabel(/I agree to the/).check();
    // Back and forward keep what was typed and uploaded.
    await page.getByRole("button", { name: "Back" }).click();
    expect(await page.getByLabel("Number of Shares").inputValue()).toBe("1.5");
    await page.goForward();
    expect(await page.getByLabel("Transaction ID (optional)").inputValue()).toBe(txId);
    await page.getByAltText("Proof of Payment (image) preview").waitFor();
    await shoot("5-step2-filled");
  });

  it("Confirm leads to the receipt: reference, $150.00, 1.5 shares, the network, the transaction id, Pending", async () => {
    await page.getByRole("button", { name: "Buy Shares" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Buy 1.5 share(s) for $150.00 paid with USDT on BEP20 (BSC)?").waitFor();
    await shoot("6-confirm", false);
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await toast(page, "Purchase submitted!").waitFor();
    await page.waitForURL(/\/purchases\/[^/]+$/);
    const receipt = page.locator(".receipt");
    await receipt.getByText("Usually reviewed within 24 hours.").waitFor();
    const figure = (label: string) => receipt.locator(".receipt-figures > div", { hasText: label }).locator("dd").textContent();
    expect(await figure("Amount")).toBe("$150.00");
    expect(await figure("Shares")).toBe("1.5");
    expect(await figure("Network")).toBe("USDT on BEP20 (BSC)");
    expect(await figure("Transaction ID")).toBe(txId);
    expect(await figure("Status")).toBe("Pending");
    expect(page.url()).toContain(String(await figure("Reference")));
    await shoot("7-receipt");
  });

  it("the dashboard's purchase list links to the receipt", async () => {
    const receiptUrl = page.url();
    await page.goto(`${baseUrl}/dashboard`);
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: "View receipt" }).click();
    await page.waitForURL(receiptUrl);
  });

  it("the admin's purchase list shows $150.00 and the TxID linking to bscscan", async () => {
    const admin = (await openPage(browser)).page;
    await loginThroughUi(admin, baseUrl, e2eEnv.adminEmail, e2eEnv.adminPassword);
    await admin.goto(`${baseUrl}/admin/purchases`);
    const item = admin.locator("li.purchase-item", { hasText: investor.email });
    await item.getByText("$150.00").waitFor();
    expect(await item.getByRole("link", { name: `Check transaction ${txId} on the explorer` }).getAttribute("href")).toBe(
      `https://bscscan.com/tx/${txId}`,
    );
    await admin.screenshot({ path: join(e2eEnv.artifactsDir, "buy-flow-8-admin-purchases-1440.png"), fullPage: true });
  });
});
