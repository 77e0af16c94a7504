/**
 * The API reference (/api/docs) against `npm start`: an admin opens it from the admin dashboard
 * and reads the operations; the page is sandboxed, so a script on it cannot use a signed-in
 * investor's session.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { apiClient } from "./support/api";
import { e2eEnv } from "./support/env";
import { browserForFile, loginThroughUi, openPage } from "./support/session";

const { baseUrl } = e2eEnv;
// Before its first draw Swagger UI normalizes and resolves the whole OpenAPI 3.1 document with
// ApiDOM on the page's main thread (profiled): 16 to 23 s on a loaded two-core machine, past the
// pages' default 15 s. Opening the page and its first draw may take this long.
const firstDraw = { timeout: 60_000 };

describe.runIf(process.env.E2E_MOCK !== "1")("API reference against npm start", () => {
  const opened = browserForFile({ asAdmin: true });

  it("the admin opens API Reference from the admin dashboard and sees every documented operation in Swagger UI", async () => {
    const { page: admin } = opened;
    const errors: string[] = [];
    admin.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    admin.on("pageerror", (error) => errors.push(error.message));
    await admin.goto(`${baseUrl}/admin`);
    await admin.getByRole("link", { name: "API Reference" }).click();
    await admin.locator(".opblock").first().waitFor(firstDraw);
    const spec = (await (await fetch(`${baseUrl}/api/docs/openapi.json`)).json()) as { paths: Record<string, object> };
    const documented = Object.entries(spec.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    // Swagger UI (5.3x) virtualizes the operations list from 150 rows (tags + operations) up: it
    // draws the rows in and near the window, and the rest as the reader scrolls to them. So the
    // test reads the page as a reader does, top to bottom, and collects every operation drawn.
    const drawn = new Set<string>();
    for (let step = 0; step < 500; step++) {
      const rows = await admin.$$eval(".opblock", (blocks) =>
        blocks.map(
          (b) =>
            `${b.querySelector(".opblock-summary-method")?.textContent} ${b.querySelector(".opblock-summary-path")?.getAttribute("data-path")}`,
        ),
      );
      for (const row of rows) drawn.add(row);
      const atEnd = await admin.evaluate(async () => {
        const end = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        window.scrollBy(0, window.innerHeight / 2);
        await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
        return end;
      });
      if (atEnd) break;
    }
    expect(documented.length).toBeGreaterThan(100);
    expect([...drawn].sort()).toEqual([...documented].sort());
    expect(drawn).toContain("GET /api/purchase-windows");
    expect(errors).toEqual([]);
    await admin.evaluate(() => window.scrollTo(0, 0));
    await admin.screenshot({ path: join(e2eEnv.artifactsDir, "api-docs-1440.png") });
  });

  it("a script on the API reference page cannot use the investor's session: no cookie, no storage, no signed-in answer, no change", async () => {
    const investor = { fullName: "Docs Sandbox", email: `docs-sandbox-${Date.now()}@example.com`, password: "docs-sandbox-passphrase-1" };
    await apiClient(baseUrl).registerVerified(investor);
    const { context, page } = await openPage(opened.browser);
    try {
      await loginThroughUi(page, baseUrl, investor.email, investor.password);
      await page.waitForURL(`${baseUrl}/dashboard`);
      // Control: the web app's own page is signed in by its cookie.
      const fromApp = await page.evaluate(async () => (await fetch("/api/user/me", { credentials: "same-origin" })).status);
      expect(fromApp).toBe(200);

      const docs = await page.goto(`${baseUrl}/api/docs`, firstDraw);
      expect(docs?.headers()["content-security-policy"]).toMatch(/^sandbox allow-scripts(;|$)/);
      await page.locator(".opblock").first().waitFor(firstDraw);
      // What a script injected into the page could do, tried from the page itself.
      const attempt = await page.evaluate(async () => {
        const tryIt = async (run: () => Promise<unknown> | unknown) => {
          try {
            return `ok: ${String(await run())}`;
          } catch (error) {
            return `refused: ${(error as Error).name}`;
          }
        };
        return {
          origin: window.origin,
          cookie: await tryIt(() => document.cookie),
          storage: await tryIt(() => window.localStorage.getItem("user")),
          read: await tryIt(async () => (await fetch("/api/user/me", { credentials: "include" })).status),
          write: await tryIt(async () => {
            const res = await fetch("/api/user/me", {
              method: "PUT",
              credentials: "include",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ fullName: "Changed From The Docs Page" }),
            });
            return res.status;
          }),
        };
      });
      expect(attempt.origin).toBe("null");
      expect(attempt.cookie).toBe("refused: SecurityError");
      expect(attempt.storage).toBe("refused: SecurityError");
      expect(attempt.read).toBe("refused: TypeError");
      expect(attempt.write).toBe("refused: TypeError");
      // Back in the app: still signed in, and the name the docs page tried to set was not set.
      await page.goto(`${baseUrl}/dashboard`);
      const me = await page.evaluate(
        async () => (await (await fetch("/api/user/me", { credentials: "same-origin" })).json()) as { fullName: string },
      );
      expect(me.fullName).toBe(investor.fullName);
    } finally {
      await context.close();
    }
  });
});
