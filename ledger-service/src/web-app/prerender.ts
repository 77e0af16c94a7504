import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { SiteIdentity } from "@app/contracts";
import type { PrerenderModule } from "@app/frontend/prerender-module";
import { type NegotiatedBody, negotiatedBody } from "../shared/negotiated-body.js";

/**
 * index.html as the server sends it: the configured identity, a page's preload links and, for
 * the public pages, the markup of the build's pre-render (frontend/src/prerender.tsx, built into
 * .prerender/ and loaded by the frontend's own type), with its stylesheets inline.
 */

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * index.html names the platform as configured before any script runs: the title carries
 * BRAND_NAME, and the identity (GET /api/site's answer) rides along as JSON data (not a script
 * that runs: the CSP allows none inline), so header and footer show it on the first paint.
 */
export function withIdentity(html: string, site: SiteIdentity): string {
  const json = JSON.stringify(site).replace(/</g, "\\u003c");
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(site.brandName)}</title>`)
    .replace("</head>", `<script type="application/json" id="site-identity">${json}</script></head>`);
}

/** A page's own code as modulepreload links, fetched alongside the entry script (see route-preloads.json). */
export function withPreloads(html: string, files: readonly string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`).join("");
  return links ? html.replace("</head>", `${links}</head>`) : html;
}

/** index.html with a page's pre-rendered markup in #root, which the browser then hydrates. */
export function withPage(html: string, markup: string): string {
  return html.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}

/**
 * The build's stylesheets written into the page (a pre-rendered one): its first paint then waits
 * for no other request, and the scripts that follow only hydrate what is already shown.
 */
export function withInlineStyles(html: string, readStylesheet: (urlPath: string) => string | undefined): string {
  return html.replace(/<link rel="stylesheet"[^>]*? href="([^"]+)"[^>]*>/g, (link, href: string) => {
    const css = readStylesheet(href);
    return css === undefined || /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
}

/**
 * A pre-rendered page's scripts at low fetch priority: the page is painted without them (they
 * only hydrate it), so a slow connection carries the page's own images first.
 */
export function withScriptsAfterPaint(html: string): string {
  return html
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
}

/** The pre-rendered pages' markup by path, rendered with this server's identity; none for a build without the pre-render. */
async function renderPages(dist: string, site: SiteIdentity): Promise<Map<string, string>> {
  const file = path.join(dist, ".prerender", "prerender.js");
  if (!existsSync(file)) return new Map();
  const prerender = (await import(pathToFileURL(file).href)) as PrerenderModule;
  return new Map(
    await Promise.all(prerender.PRERENDERED_PATHS.map(async (page) => [page, await prerender.renderPage(page, site)] as const)),
  );
}

/**
 * The public pages' index.html with their markup by path, rendered at the first call and again
 * in a new year (the footer's copyright shows it); a failed pre-render gives none (the pages are
 * then served as plain index.html) and is reported to `onError`.
 */
export function prerenderedPages(
  dist: string,
  site: SiteIdentity,
  html: string,
  pageFiles: (urlPath: string) => readonly string[],
  stylesheet: (urlPath: string) => string | undefined,
  onError?: (error: unknown) => void,
): () => Promise<Map<string, NegotiatedBody>> {
  let prerendered: { year: number; bodies: Promise<Map<string, NegotiatedBody>> } | undefined;
  return () => {
    const year = new Date().getFullYear();
    if (prerendered?.year !== year) {
      const bodies = renderPages(dist, site).then(
        (pages) =>
          new Map(
            [...pages].map(([page, markup]) => [
              page,
              negotiatedBody(
                Buffer.from(withPage(withScriptsAfterPaint(withInlineStyles(withPreloads(html, pageFiles(page)), stylesheet)), markup)),
                "text/html; charset=utf-8",
              ),
            ]),
          ),
        (error: unknown) => {
          onError?.(error);
          return new Map<string, NegotiatedBody>();
        },
      );
      prerendered = { year, bodies };
    }
    return prerendered.bodies;
  };
}
