/**
 * Opens every route at 1440 px and 375 px, saves a full-page PNG and reports horizontal
 * overflow (the page wider than the viewport, or an element sticking out of it).
 */
import { readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { e2eEnv } from "./env";
import { allRoutes, type Role, viewports } from "./routes";

/**
 * A signed-in session as the browser tests use it: the login answer's token (a bearer for API
 * calls from the test; in the browser it is the HttpOnly `session` cookie), the user record the
 * web app keeps, and the session's CSRF token when the test signed in through the browser.
 */
export type Session = { token: string; user: object; csrf?: string };
export type OverflowReport = {
  route: string;
  viewport: string;
  file: string;
  overflow: string[];
  accessibility: string[];
  /** Buttons and links under 44 px high (links inside running text excepted); measured on investor pages at 375 px. */
  smallTapTargets: string[];
  /** Button labels cut inside a word (findBrokenButtonWords). */
  brokenButtonWords: string[];
};

/**
 * A browser context at the viewport's size, signed in as the session (its cookies as the server
 * sets them at sign-in, and the user record seeded before any page script runs) with the
 * announcement popup already dismissed, so it does not cover the page.
 */
export async function screenshotContext(
  browser: Browser,
  viewport: { width: number; height: number },
  session?: Session,
  baseUrl = e2eEnv.baseUrl,
) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    extraHTTPHeaders: { "X-Forwarded-For": e2eEnv.clientAddress },
  });
  if (session) {
    await context.addCookies(sessionCookies(baseUrl, session));
    await context.addInitScript((s) => {
      localStorage.setItem("user", JSON.stringify(s.user));
      localStorage.setItem("announcementDismissed", "__screenshots__");
    }, session);
  }
  return context;
}

/** The cookies the server sets at sign-in (shared/session-cookie.ts), for a session made through the API. */
export function sessionCookies(baseUrl: string, session: Session) {
  const domain = new URL(baseUrl).hostname;
  const cookies = [{ name: "session", value: session.token, domain, path: "/api", httpOnly: true, sameSite: "Strict" as const }];
  if (session.csrf) cookies.push({ name: "csrf_token", value: session.csrf, domain, path: "/", httpOnly: false, sameSite: "Strict" });
  return cookies;
}

/** Every visible button and link whose box is under 44 px high, but links inside a sentence (a paragraph, list item or table cell of text). */
export async function findSmallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const element of Array.from(
      document.querySelectorAll("button, a[href], [role=button], input[type=checkbox], input[type=radio], select"),
    )) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === "hidden") continue;
      if (element.tagName === "A" && !element.classList.contains("btn")) {
        const parent = element.parentElement;
        const text = parent?.textContent?.trim() ?? "";
        // An inline link in running text: its parent says more than the link itself.
        if (parent && text.length > (element.textContent?.trim().length ?? 0) + 3 && getComputedStyle(element).display === "inline")
          continue;
      }
      // A checkbox or radio counts by its label's box (the tap target people use).
      const label = element instanceof HTMLInputElement ? element.closest("label") : null;
      const height = label ? label.getBoundingClientRect().height : box.height;
      if (height + 0.5 < 44)
        small.push(
          `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 30)}" ${Math.round(height)} px`,
        );
    }
    return small;
  });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core's critical and serious WCAG 2 A/AA violations on the page, one line each ("rule: target").
 * Evaluated through the browser's debugging protocol, so the page's strict CSP does not block it.
 */
export async function findAccessibilityViolations(page: Page): Promise<string[]> {
  await page.evaluate(`${axeSource}\n;undefined`);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const { violations } = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return violations
      .filter((v) => v.impact === "critical" || v.impact === "serious")
      .flatMap((v) => v.nodes.slice(0, 3).map((n) => `${v.id} (${v.impact}): ${JSON.stringify(n.target)}`));
  });
}

export async function findOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width + 1)
      problems.push(`page scrollWidth ${document.documentElement.scrollWidth} > ${width}`);
    for (const element of Array.from(document.querySelectorAll("body *"))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      // Content inside a horizontal scroller (wide tables) is allowed to extend.
      if (element.closest(".table-wrap")) continue;
      if (getComputedStyle(element).position === "fixed") continue;
      problems.push(`${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)} right=${Math.round(box.right)}`);
      if (problems.length > 5) break;
    }
    return problems;
  });
}

/**
 * Buttons whose label breaks inside a word ("Del" / "ete" on two lines): a button squeezed by its
 * neighbours. A label of several words may wrap between them; a word may not be cut.
 */
export async function findBrokenButtonWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const button of Array.from(document.querySelectorAll("button, .btn"))) {
      if (button.getBoundingClientRect().width === 0) continue;
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const word of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index ?? 0);
          range.setEnd(node, (word.index ?? 0) + word[0].length);
          const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(`${button.tagName.toLowerCase()} "${(button.textContent ?? "").trim()}": "${word[0]}"`);
        }
      }
    }
    return broken;
  });
}

export async function screenshotAllRoutes(
  browser: Browser,
  baseUrl: string,
  outDir: string,
  sessions: Partial<Record<Role, Session>>,
): Promise<OverflowReport[]> {
  await mkdir(outDir, { recursive: true });
  const reports: OverflowReport[] = [];
  for (const viewport of viewports) {
    for (const role of ["visitor", "investor", "admin", "auditor"] as const) {
      const routes = allRoutes.filter((route) => route.role === role);
      const session = sessions[role];
      if (role !== "visitor" && !session) continue;
      // One browser context per width and role: the session is seeded before any page script runs.
      const context = await screenshotContext(browser, viewport, session, baseUrl);
      const page = await context.newPage();
      for (const { path } of routes) {
        await page.goto(baseUrl + path, { waitUntil: "networkidle" });
        const name = `${viewport.name}-${role}-${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}.png`;
        const file = join(outDir, name);
        await page.screenshot({ path: file, fullPage: true });
        reports.push({
          route: path,
          viewport: viewport.name,
          file,
          overflow: await findOverflow(page),
          accessibility: await findAccessibilityViolations(page),
          smallTapTargets: role === "investor" && viewport.width <= 400 ? await findSmallTapTargets(page) : [],
          brokenButtonWords: await findBrokenButtonWords(page),
        });
      }
      await context.close();
    }
  }
  return reports;
}
