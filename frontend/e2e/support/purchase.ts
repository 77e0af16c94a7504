/** Buying shares through /join's three steps, as an investor would. */
import type { Page } from "playwright-core";
import { tinyPng } from "./env";
import { toast } from "./session";

export const proofImage = { name: "proof.png", mimeType: "image/png", buffer: tinyPng };

/** Step 1 (shares, network), step 2 (proof, optional txId, agreement), Buy Shares; leaves the Confirm dialog open. */
export async function fillPurchase(page: Page, baseUrl: string, shares: string, options: { network?: string; txId?: string } = {}) {
  await page.goto(`${baseUrl}/join?remaining=100`);
  await page.getByLabel("Number of Shares").fill(shares);
  if (options.network) await page.getByLabel(options.network).check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByRole("heading", { name: "Send your payment" }).waitFor();
  if (options.txId) await page.getByLabel("Transaction ID (optional)").fill(options.txId);
  await page.getByLabel("Proof of Payment (image)").setInputFiles(proofImage);
  await toast(page, "Proof uploaded").waitFor();
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Buy Shares" }).click();
}

/** The whole purchase, confirmed: ends on the purchase's receipt page. */
export async function buyShares(page: Page, baseUrl: string, shares: string, options: { network?: string; txId?: string } = {}) {
  await fillPurchase(page, baseUrl, shares, options);
  await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
  await toast(page, "Purchase submitted!").waitFor();
  await page.waitForURL(/\/purchases\/[^/]+$/);
}
