/** Logging in through the UI and reading the session the server set (an HttpOnly cookie) and the app stored. */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { e2eEnv } from "./env";
import type { Session } from "./screenshots";

export async function openPage(browser: Browser, width = 1440, height = 900): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height }, extraHTTPHeaders: { "X-Forwarded-For": e2eEnv.clientAddress } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** A page at the viewport, signed in through the UI as the account, on `path`; close its context when done. */
export async function openSignedIn(
  browser: Browser,
  viewport: { width: number; height: number },
  account: { email: string; password: string },
  path: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(browser, viewport.width, viewport.height);
  await loginThroughUi(opened.page, e2eEnv.baseUrl, account.email, account.password);
  await opened.page.goto(`${e2eEnv.baseUrl}${path}`);
  return opened;
}

export async function loginThroughUi(page: Page, baseUrl: string, email: string, password: string): Promise<Session> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/auth/login" && r.request().method() === "POST");
  await page.getByRole("button", { name: "Login" }).click();
  // The answer's token is what an API client would use: the test calls the API with it. The
  // browser keeps it only as the HttpOnly session cookie.
  const answer = (await (await answered).json().catch(() => ({}))) as { token?: string };
  // Signed in: the toast says so, or (when a later toast already replaced it, one at a time) the
  // user record is stored. A refused sign-in shows neither and times out.
  await Promise.any([
    page.getByText("Login successful!").waitFor(),
    page.waitForFunction(() => Boolean(localStorage.getItem("user")), undefined, { timeout: 15_000 }),
  ]);
  const cookies = await page.context().cookies(baseUrl);
  return {
    token: answer.token ?? "",
    user: await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}") as object),
    csrf: cookies.find((c) => c.name === "csrf_token")?.value,
  };
}

/** What the page's own scripts can find of the session: the stored token (none any more) and the cookies they can read. */
export async function sessionVisibleToScripts(page: Page): Promise<{ storedToken: string | null; cookieNames: string[] }> {
  return page.evaluate(() => ({
    storedToken: localStorage.getItem("token"),
    cookieNames: document.cookie
      .split(";")
      .map((c) => c.split("=")[0]?.trim() ?? "")
      .filter(Boolean),
  }));
}

/**
 * One browser for the spec file's describe (launched before its tests, closed after them) and a
 * page in it, signed in as the admin when `asAdmin`; read them inside the tests.
 */
export function browserForFile({ asAdmin = false } = {}): { browser: Browser; page: Page } {
  const opened = {} as { browser: Browser; page: Page };
  beforeAll(async () => {
    opened.browser = await launchBrowser();
    opened.page = (await openPage(opened.browser)).page;
    if (asAdmin) await loginThroughUi(opened.page, e2eEnv.baseUrl, e2eEnv.adminEmail, e2eEnv.adminPassword);
  });
  afterAll(async () => {
    await opened.browser?.close();
  });
  return opened;
}

/** A toast with this exact text appeared. */
export function toast(page: Page, text: string) {
  return page.locator(".toaster").getByText(text, { exact: true }).first();
}

/** Fills the open registration form as a visitor and waits for its success toast. */
export async function registerThroughForm(page: Page, person: { fullName: string; email: string; password: string }): Promise<void> {
  await page.getByLabel("Full Name").fill(person.fullName);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByLabel("Confirm Password").fill(person.password);
  await page.getByLabel(/I agree to the Terms and Conditions/).check();
  await page.getByRole("button", { name: "Register" }).click();
  await toast(page, "Registration successful!").waitFor();
}

/**
 * Sends the money-out form on the page (withdrawal, sell-back) to a TRON wallet on USDT TRC20:
 * the button `submit`, then Confirm in the review dialog `review`; waits for the toast `done`.
 */
export async function sendPayout(page: Page, { submit, review, done }: { submit: string; review: string; done: string }) {
  await page.getByLabel("Wallet Address").fill("TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE");
  await page.getByLabel("Network").selectOption("USDT TRC20");
  await page.getByRole("button", { name: submit }).click();
  await page.getByRole("dialog", { name: review }).getByRole("button", { name: "Confirm" }).click();
  await toast(page, done).waitFor();
}
