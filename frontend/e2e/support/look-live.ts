/**
 * Developer tool: screenshots a few routes of a running server.
 * `npx tsx frontend/e2e/support/look-live.ts <baseUrl> <outDir> <investorEmail> <password> /route ...`
 * (admin credentials from E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD).
 */
import { launchBrowser } from "./browser";
import { e2eEnv } from "./env";
import { viewports } from "./routes";
import { type Session, screenshotContext } from "./screenshots";

const [baseUrl = e2eEnv.baseUrl, outDir = "/tmp/frontend-live", email = "", password = "", ...paths] = process.argv.slice(2);

async function login(loginEmail: string, loginPassword: string) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: loginEmail, password: loginPassword }),
  });
  return (await response.json()) as Session;
}

const investor = await login(email, password);
const admin = await login(e2eEnv.adminEmail, e2eEnv.adminPassword);
const browser = await launchBrowser();
try {
  for (const viewport of viewports) {
    for (const path of paths) {
      const session = path.startsWith("/admin") ? admin : investor;
      const context = await screenshotContext(browser, viewport, session, baseUrl);
      const page = await context.newPage();
      await page.goto(baseUrl + path, { waitUntil: "networkidle" });
      await page.keyboard.press("Escape");
      await page.screenshot({ path: `${outDir}/${viewport.name}${path.replace(/\W+/g, "_")}.png`, fullPage: true });
      await context.close();
    }
  }
} finally {
  await browser.close();
}
