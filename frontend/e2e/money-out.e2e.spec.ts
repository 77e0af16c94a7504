/**
 * Money leaving the platform against `npm start` (issues 26 and 27), at 375 px and 1440 px: a
 * profit balance below the minimum turns Submit off with its reason; a wallet of the wrong
 * network is refused with the network's message; the withdrawal and the sell-back each stop at a
 * review step (screenshots of both at both widths); a pending withdrawal is cancelled; the admin
 * rejects the sale with a reason the investor then reads; every
 * button and link on these pages is at least 44 px tall on a phone.
 */
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "./support/api";
import { launchBrowser } from "./support/browser";
import { e2eEnv } from "./support/env";
import { viewports } from "./support/routes";
import { findAccessibilityViolations, findBrokenButtonWords, findOverflow } from "./support/screenshots";
import { loginThroughUi, openPage, toast, sendPayout } from "./support/session";

const { baseUrl } = e2eEnv;
const client = apiClient(baseUrl);
const investor = { fullName: "Tunde Lagos", email: `tunde+${Date.now()}@example.com`, password: "Money-out-pass-2026" };
const TRON = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE";
let browser: Browser;
let adminToken = "";

/** One profit run of `percentage` over every investor, waited for to the end. */
async function creditProfit(percentage: number) {
  const { runId } = await client.ok<{ runId: string }>("POST", "/api/profits/credit", { percentage }, adminToken);
  // A plain loop: expect.poll is refused in beforeAll.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { status } = await client.ok<{ status: string }>("GET", `/api/profits/runs/${runId}`, undefined, adminToken);
    if (status === "completed") return;
    if (Date.now() > deadline) throw new Error(`profit run ${runId} still ${status} after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function investorPage(width: number, height: number) {
  const opened = await openPage(browser, width, height);
  await loginThroughUi(opened.page, baseUrl, investor.email, investor.password);
  return opened;
}

/** The whole page, or (a dialog open) what the screen shows, as the investor sees it. */
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: join(e2eEnv.artifactsDir, `money-out-${name}.png`), fullPage });

/** Buttons and links on the page (and in an open dialog) shorter than 44 px: none on a phone. */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>(".money-out button, .money-out a"))
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({ text: (el.textContent ?? "").trim().slice(0, 30), height: Math.round(el.getBoundingClientRect().height) }))
      .filter((target) => target.height < 44),
  );

describe.runIf(process.env.E2E_MOCK !== "1")("money out against npm start", () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ adminToken } = await client.investorWithShares(investor, 4));
    // 1% of 4 shares at $100: a profit balance of $4.00, below the minimum withdrawal.
    await creditProfit(1);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("a $4.00 profit balance shows Available, Held and Minimum and a disabled Submit with its reason, at both widths", async () => {
    for (const viewport of viewports) {
      const { page, context } = await investorPage(viewport.width, viewport.height);
      await page.goto(`${baseUrl}/withdraw`);
      const reason = page.getByText("Your profit balance of $4.00 is below the minimum withdrawal of $5.27.");
      await reason.waitFor();
      expect(await page.getByRole("button", { name: "Submit Withdrawal" }).isDisabled()).toBe(true);
      const limits = page.getByLabel("Withdrawal limits");
      expect(await limits.textContent()).toContain("Available$4.00");
      expect(await limits.textContent()).toContain("Minimum$5.27");
      expect(await findOverflow(page)).toEqual([]);
      if (viewport.width === 375) expect(await smallTargets(page)).toEqual([]);
      await shot(page, `withdraw-below-minimum-${viewport.name}`);
      await context.close();
    }
  });

  it("a TRON address with the BEP20 network is refused with BEP20's message, and the withdrawal review shows where and how much, at both widths", async () => {
    await creditProfit(1); // $8.00
    for (const viewport of viewports) {
      const { page, context } = await investorPage(viewport.width, viewport.height);
      await page.goto(`${baseUrl}/withdraw`);
      await page.getByLabel("Withdrawal limits").getByText("$8.00").waitFor();
      await page.getByLabel("Amount ($)").fill("6");
      await page.getByLabel("Wallet Address").fill(TRON);
      await page.getByLabel("Network").selectOption("USDT BEP20 (BSC)");
      await page.locator(".field-error", { hasText: "This is not a valid BEP20 (BSC) address." }).waitFor();
      await page.getByRole("button", { name: "Submit Withdrawal" }).click();
      expect(await page.getByRole("dialog").count()).toBe(0);

      await page.getByLabel("Network").selectOption("USDT TRC20");
      await page.locator(".field-error").waitFor({ state: "detached" });
      await page.getByRole("button", { name: "Submit Withdrawal" }).click();
      const review = page.getByRole("dialog", { name: "Review your withdrawal" });
      await review.waitFor();
      const text = (await review.textContent()) ?? "";
      expect(text).toContain("NetworkUSDT on TRC20 (TRON)");
      expect(text).toContain("Amount$6.00");
      expect(text).toContain("Fee (5%)$0.30");
      expect(text).toContain("You receive$5.70");
      expect(await review.locator("strong.wallet-address-end").allTextContents()).toEqual([TRON.slice(0, 6), TRON.slice(-6)]);
      if (viewport.width === 375) expect(await smallTargets(page)).toEqual([]);
      await shot(page, `withdraw-review-${viewport.name}`, false);
      await review.getByRole("button", { name: "Back" }).click();
      expect(await page.getByLabel("Wallet Address").inputValue()).toBe(TRON);
      await context.close();
    }
  });

  it("the investor confirms the withdrawal, sees it in the history with amount, fee and net, and cancels it", async () => {
    const { page, context } = await investorPage(375, 812);
    await page.goto(`${baseUrl}/withdraw`);
    await page.getByLabel("Amount ($)").fill("6");
    await sendPayout(page, { submit: "Submit Withdrawal", review: "Review your withdrawal", done: "Withdrawal request submitted!" });
    const row = page.getByRole("table", { name: "Your withdrawals" }).getByRole("row").nth(1);
    await row.getByRole("button", { name: "Cancel" }).waitFor();
    const rowText = (await row.textContent()) ?? "";
    for (const figure of ["$6.00", "$0.30", "$5.70", "Pending"]) expect(rowText).toContain(figure);
    // The form gave way to the request's confirmation and tracker; a new withdrawal brings it back.
    const sent = page.getByRole("region", { name: "Withdrawal request sent" });
    await sent.getByText("$5.70").waitFor();
    expect(await sent.locator('[aria-current="step"]').textContent()).toContain("In review");
    await sent.getByRole("button", { name: "New withdrawal" }).click();
    await page.getByLabel("Withdrawal limits").getByText("$6.00").waitFor(); // held by the pending request
    await shot(page, "withdraw-history-375");
    await row.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("dialog", { name: "Cancel withdrawal" }).getByRole("button", { name: "Cancel withdrawal" }).click();
    await toast(page, "Withdrawal cancelled").waitFor();
    await row.getByText("Cancelled").waitFor();
    await page.getByLabel("Withdrawal limits").getByText("$8.00").waitFor();
    await context.close();
  });

  it("a withdrawal's address is saved with a label from the confirmation, then picked at the other width; the tracker shows it in review, at both widths", async () => {
    for (const [index, viewport] of viewports.entries()) {
      // The first width types a new address and saves it; the second picks it.
      const first = index === 0;
      const { page, context } = await investorPage(viewport.width, viewport.height);
      await page.goto(`${baseUrl}/withdraw`);
      await page.getByLabel("Withdrawal limits").getByText("$8.00").waitFor();
      await page.getByLabel("Amount ($)").fill("6");
      if (first) {
        // A new address, typed: its network is guessed from its shape.
        await page.getByLabel("Wallet Address").fill(TRON);
        expect(await page.getByLabel("Network").inputValue()).toBe("USDT TRC20");
      } else {
        const picker = page.getByLabel("Saved address", { exact: true });
        await picker.selectOption({ label: `Tunde's Binance · USDT on TRC20 (TRON) · ${TRON.slice(0, 6)}…${TRON.slice(-6)}` });
        expect(await page.getByLabel("Wallet Address").inputValue()).toBe(TRON);
        expect(await page.getByLabel("Network").inputValue()).toBe("USDT TRC20");
      }
      await page.getByRole("button", { name: "Submit Withdrawal" }).click();
      await page.getByRole("dialog", { name: "Review your withdrawal" }).getByRole("button", { name: "Confirm" }).click();
      const sent = page.getByRole("region", { name: "Withdrawal request sent" });
      await sent.getByText("$5.70").waitFor();
      expect(await sent.locator('[aria-current="step"]').textContent()).toContain("In review");
      if (first) {
        const save = sent.getByRole("form", { name: "Save this address" });
        await save.getByLabel("Save this address as").fill("Tunde's Binance");
        await save.getByRole("button", { name: "Save address" }).click();
        await sent.getByText("This address is saved as “Tunde's Binance”.").waitFor();
        await page.getByRole("region", { name: "Saved addresses" }).getByText("Tunde's Binance").waitFor();
      } else {
        await sent.getByText("This address is saved as “Tunde's Binance”.").waitFor();
      }
      expect(await findOverflow(page)).toEqual([]);
      expect(await findBrokenButtonWords(page)).toEqual([]);
      expect(await findAccessibilityViolations(page)).toEqual([]);
      if (viewport.width === 375) expect(await smallTargets(page)).toEqual([]);
      await shot(page, `withdraw-sent-saved-${viewport.name}`);
      // Cancelled again, so the next width (and the next test) starts from the same $8.00.
      const row = page.getByRole("table", { name: "Your withdrawals" }).getByRole("row").nth(1);
      await row.getByRole("button", { name: "Cancel" }).click();
      await page.getByRole("dialog", { name: "Cancel withdrawal" }).getByRole("button", { name: "Cancel withdrawal" }).click();
      await row.getByText("Cancelled").waitFor();
      await context.close();
    }
  });

  it("the sell-back review shows the shares, value, the 10% fee and the net at today's price, at both widths", async () => {
    for (const viewport of viewports) {
      const { page, context } = await investorPage(viewport.width, viewport.height);
      await page.goto(`${baseUrl}/sell-shares`);
      await page.getByLabel("Number of shares").fill("1.5");
      await page.getByLabel("Wallet Address").fill(TRON);
      await page.getByLabel("Network").selectOption("USDT BEP20 (BSC)");
      await page.getByRole("button", { name: "Sell Shares" }).click();
      await page.locator(".field-error", { hasText: "This is not a valid BEP20 (BSC) address." }).waitFor();
      await page.getByLabel("Network").selectOption("USDT TRC20");
      await page.getByRole("button", { name: "Sell Shares" }).click();
      const review = page.getByRole("dialog", { name: "Review your sale" });
      await review.waitFor();
      const text = (await review.textContent()) ?? "";
      for (const line of [
        "NetworkUSDT on TRC20 (TRON)",
        "Shares1.5",
        "Value$150.00",
        "Fee (10%)$15.00",
        "You receive (at today's price)$135.00",
      ])
        expect(text).toContain(line);
      if (viewport.width === 375) expect(await smallTargets(page)).toEqual([]);
      await shot(page, `sell-back-review-${viewport.name}`, false);
      if (viewport.width === 375) {
        await review.getByRole("button", { name: "Confirm" }).click();
        await toast(page, "Sell-back requested!").waitFor();
        await page.getByRole("table", { name: "Your sell-back requests" }).getByText("Pending").waitFor();
        expect(await findOverflow(page)).toEqual([]);
        await shot(page, "sell-back-history-375");
      }
      await context.close();
    }
  });

  it("the admin rejects the pending sell-back only once a reason is given, and the investor's history shows the reason", async () => {
    const admin = await openPage(browser, 375, 812);
    await loginThroughUi(admin.page, baseUrl, e2eEnv.adminEmail, e2eEnv.adminPassword);
    await admin.page.goto(`${baseUrl}/admin/sell-backs`);
    await admin.page.locator(".item", { hasText: investor.fullName }).getByRole("button", { name: "Reject" }).click();
    const dialog = admin.page.getByRole("dialog", { name: "Reject sell-back" });
    const confirm = dialog.getByRole("button", { name: "Reject sell-back" });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel("Reason (shown to the investor)").fill("Buy-backs are paused this week");
    await shot(admin.page, "admin-sell-back-reject-375", false);
    await confirm.click();
    await toast(admin.page, "Sell-back rejected successfully").waitFor();
    await admin.context.close();
    const { page, context } = await investorPage(375, 812);
    await page.goto(`${baseUrl}/sell-shares`);
    await page.getByRole("table", { name: "Your sell-back requests" }).getByText("Reason: Buy-backs are paused this week").waitFor();
    expect(await findOverflow(page)).toEqual([]);
    await shot(page, "sell-back-rejected-375");
    await context.close();
  });

  it("the admin screens render at both widths without overflow and with large enough targets on a phone", async () => {
    for (const viewport of viewports) {
      for (const route of ["/admin/withdrawals", "/admin/sell-backs"]) {
        const { page, context } = await openPage(browser, viewport.width, viewport.height);
        await loginThroughUi(page, baseUrl, e2eEnv.adminEmail, e2eEnv.adminPassword);
        await page.goto(baseUrl + route);
        // The lists open on Pending; the investor's requests may be decided by now.
        await page.getByLabel("Status").selectOption({ label: "All" });
        await page
          .getByText(route === "/admin/sell-backs" ? investor.email : investor.fullName)
          .first()
          .waitFor();
        expect(await findOverflow(page)).toEqual([]);
        if (viewport.width === 375) expect(await smallTargets(page)).toEqual([]);
        await shot(page, `${route.replace(/\W+/g, "-").replace(/^-/, "")}-${viewport.name}`);
        await context.close();
      }
    }
  });
});
