/**
 * Verified accounts only move money, against `npm start`: an investor who logs in before
 * following the e-mailed link sees the verify banner on every page and, on /join, a notice in
 * place of the form (nothing to fill or upload first); they resend the link from the notice,
 * follow the new link and then buy.
 */
import { describe, expect, it } from "vitest";
import { e2eEnv } from "./support/env";
import { waitForMailedLink } from "./support/mailbox";
import { buyShares } from "./support/purchase";
import { browserForFile, loginThroughUi, registerThroughForm } from "./support/session";

const { baseUrl } = e2eEnv;
const investor = { fullName: "Uche Unverified", email: `uche+${Date.now()}@example.com`, password: "S3cure-pass!" };

describe.runIf(process.env.E2E_MOCK !== "1")("an unverified investor against npm start", () => {
  const opened = browserForFile();

  it("is told to verify before the purchase form, resends the verification mail from the notice, follows the new link and then buys", async () => {
    const { page } = opened;
    await page.goto(`${baseUrl}/register`);
    await registerThroughForm(page, investor);
    const firstLink = await waitForMailedLink(e2eEnv.mailDir, investor.email, "/verify?token=");

    await loginThroughUi(page, baseUrl, investor.email, investor.password);
    await page.getByRole("alert", { name: "Email verification" }).getByText("Please verify your email address first.").waitFor();
    await page.goto(`${baseUrl}/join?remaining=100`);
    const notice = page.getByRole("alert", { name: "Email verification" });
    await notice.getByRole("heading", { name: "Verify your email to buy shares" }).waitFor();
    expect(await page.getByLabel("Number of Shares").count()).toBe(0);
    await notice.getByRole("button", { name: "Resend verification email" }).click();
    await notice.getByText(`A new link is on its way to ${investor.email}.`).waitFor();

    // The resent link replaces the first one: wait for the new mail.
    let link = firstLink;
    const deadline = Date.now() + 30_000;
    while (link === firstLink) {
      if (Date.now() > deadline) throw new Error("no second verification mail");
      await new Promise((resolve) => setTimeout(resolve, 500));
      link = await waitForMailedLink(e2eEnv.mailDir, investor.email, "/verify?token=");
    }
    await page.goto(baseUrl + link);
    await page.getByRole("button", { name: "Verify email" }).click();
    await page.getByRole("heading", { name: "Email verified!" }).waitFor();
    await page.locator("main").getByRole("link", { name: "Buy Shares" }).click();
    await page.getByLabel("Number of Shares").waitFor();
    expect(await page.getByRole("alert", { name: "Email verification" }).count()).toBe(0);

    await buyShares(page, baseUrl, "1");
  });
});
