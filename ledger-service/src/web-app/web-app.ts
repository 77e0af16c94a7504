import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { SiteIdentity } from "@app/contracts";
import type { Request, Response } from "express";
import { type NegotiatedBody, negotiatedBody, preferredEncoding } from "../shared/negotiated-body.js";

/** Hashed build output: its name changes with its content, so a browser may keep it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Other files of the build (robots.txt, icons): an hour. */
const SHORT = "public, max-age=3600";
const MANIFEST_PATH = "/manifest.webmanifest";

interface StaticFile {
  file: string;
  /** The precompressed siblings written by the build (frontend/vite.config.ts), by encoding. */
  br?: string;
  gzip?: string;
  cacheControl: string;
}

/** Every file of the build by URL path, read once at start: no path from a request ever reaches the file system. */
function listFiles(dist: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue; // .vite/manifest.json and the like
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (!/\.(br|gz)$/.test(entry.name) && !["index.html", "routes.json", "route-preloads.json"].includes(entry.name)) {
        const url = `/${path.relative(dist, file).split(path.sep).join("/")}`;
        files.set(url, {
          file,
          br: existsSync(`${file}.br`) ? `${file}.br` : undefined,
          gzip: existsSync(`${file}.gz`) ? `${file}.gz` : undefined,
          cacheControl: url.startsWith("/assets/") ? IMMUTABLE : SHORT,
        });
      }
    }
  };
  walk(dist);
  return files;
}

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

/** The build's pre-render of the public pages (frontend/src/prerender.tsx, built into .prerender/). */
interface Prerender {
  PRERENDERED_PATHS: readonly string[];
  renderPage(pathname: string, site: SiteIdentity): Promise<string>;
}

/** The pre-rendered pages' markup by path, rendered with this server's identity; none for a build without the pre-render. */
async function renderPages(dist: string, site: SiteIdentity): Promise<Map<string, string>> {
  const file = path.join(dist, ".prerender", "prerender.js");
  if (!existsSync(file)) return new Map();
  const prerender = (await import(pathToFileURL(file).href)) as Prerender;
  return new Map(
    await Promise.all(prerender.PRERENDERED_PATHS.map(async (page) => [page, await prerender.renderPage(page, site)] as const)),
  );
}

/** Home-screen labels are cut after about 12 characters: a longer brand shows its first word. */
const SHORT_NAME_LENGTH = 12;

/**
 * The build's web manifest with the configured brand as the installed app's name (the file in
 * the build carries the default brand), so a phone's home screen shows BRAND_NAME.
 */
export function withBrand(manifest: string, brandName: string): string {
  const firstWord = brandName.split(/\s+/)[0] ?? brandName;
  const shortName = brandName.length <= SHORT_NAME_LENGTH ? brandName : firstWord.slice(0, SHORT_NAME_LENGTH);
  return JSON.stringify({ ...(JSON.parse(manifest) as object), name: brandName, short_name: shortName }, null, 1);
}

/** `/admin/user/:id` → a regular expression matching `/admin/user/42` (a trailing slash allowed). */
function patternRegex(pattern: string): RegExp {
  const segments = pattern
    .split("/")
    .filter(Boolean)
    .map((s) => (s.startsWith(":") ? "[^/]+" : s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return new RegExp(`^/${segments.join("/")}/?$`);
}

export interface WebApp {
  /** True for a request of one of the build's files (the access log leaves them out). */
  isStaticFile(urlPath: string): boolean;
  /**
   * Serves a build file, or index.html: 200 for a path the app's router knows, 404 (the app's 404
   * page) for any other; a public page asked for without a query string comes pre-rendered.
   */
  handle(req: Request, res: Response): void;
}

export interface WebAppOptions {
  /** A pre-render that failed: its pages are served as plain index.html (the browser renders them). */
  onPrerenderError?: (error: unknown) => void;
}

/**
 * The built web app (FRONTEND_DIST). Text files are sent precompressed (brotli or gzip, as the
 * browser accepts, `Vary: Accept-Encoding`); hashed /assets/* are immutable for a year;
 * index.html is revalidated on every load (no-cache) so a new release is picked up at once.
 * The known paths come from routes.json, which the build writes from the router's route list.
 * The public pages come with their markup, rendered by the build's pre-render with this
 * server's identity, so a phone paints them before the scripts have loaded.
 */
export function webApp(dist: string, site: SiteIdentity, options: WebAppOptions = {}): WebApp | null {
  const indexFile = path.join(dist, "index.html");
  if (!existsSync(indexFile)) return null;
  const files = listFiles(dist);
  const html = withIdentity(readFileSync(indexFile, "utf8"), site);
  const preloadsFile = path.join(dist, "route-preloads.json");
  const pages = existsSync(preloadsFile)
    ? Object.entries(JSON.parse(readFileSync(preloadsFile, "utf8")) as Record<string, string[]>).map(([pattern, files]) => ({
        pattern,
        regex: patternRegex(pattern),
        files: files.filter((file) => file.startsWith("/assets/")),
      }))
    : [];
  // index.html per page (its preload links differ), compressed once on first use.
  const indexByPage = new Map<string, NegotiatedBody>();
  const pageFiles = (urlPath: string) => pages.find((p) => p.regex.test(urlPath))?.files ?? [];
  const indexFor = (urlPath: string): NegotiatedBody => {
    const key = pages.find((p) => p.regex.test(urlPath))?.pattern ?? "";
    let body = indexByPage.get(key);
    if (!body) {
      body = negotiatedBody(Buffer.from(withPreloads(html, pageFiles(urlPath))), "text/html; charset=utf-8");
      indexByPage.set(key, body);
    }
    return body;
  };
  const stylesheet = (urlPath: string) => {
    const file = urlPath.endsWith(".css") ? files.get(urlPath)?.file : undefined;
    return file ? readFileSync(file, "utf8") : undefined;
  };
  // The public pages, rendered at start and again in a new year (the footer's copyright shows it).
  let prerendered: { year: number; bodies: Promise<Map<string, NegotiatedBody>> } | undefined;
  const prerenderedPages = () => {
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
          options.onPrerenderError?.(error);
          return new Map<string, NegotiatedBody>();
        },
      );
      prerendered = { year, bodies };
    }
    return prerendered.bodies;
  };
  void prerenderedPages();
  const manifestFile = files.get(MANIFEST_PATH)?.file;
  const manifest = manifestFile
    ? negotiatedBody(Buffer.from(withBrand(readFileSync(manifestFile, "utf8"), site.brandName)), "application/manifest+json")
    : undefined;
  const routesFile = path.join(dist, "routes.json");
  // A build without the list (older than it) answers every path with the app, as before.
  const known = existsSync(routesFile) ? (JSON.parse(readFileSync(routesFile, "utf8")) as string[]).map(patternRegex) : [/^/];

  return {
    isStaticFile: (urlPath) => files.has(urlPath),
    handle(req, res) {
      let urlPath: string;
      try {
        urlPath = decodeURIComponent(req.path);
      } catch {
        urlPath = req.path;
      }
      if (urlPath === MANIFEST_PATH && manifest) {
        res.setHeader("Cache-Control", SHORT);
        manifest.send(req, res);
        return;
      }
      const asset = files.get(urlPath);
      if (asset) {
        const encoding = preferredEncoding(req);
        const variant = encoding === "br" ? asset.br : encoding === "gzip" ? asset.gzip : undefined;
        res.type(path.extname(asset.file));
        res.setHeader("Cache-Control", asset.cacheControl);
        if (asset.br || asset.gzip) res.setHeader("Vary", "Accept-Encoding");
        if (variant) res.setHeader("Content-Encoding", encoding as string);
        res.sendFile(variant ?? asset.file, { cacheControl: false, dotfiles: "allow" });
        return;
      }
      const found = known.some((re) => re.test(urlPath));
      res.status(found ? 200 : 404);
      res.setHeader("Cache-Control", "no-cache");
      // A query string may change the first render (a referral code, a reset token): those get the plain app.
      if (!found || req.originalUrl.includes("?")) {
        indexFor(urlPath).send(req, res);
        return;
      }
      void prerenderedPages().then((bodies) => (bodies.get(urlPath) ?? indexFor(urlPath)).send(req, res));
    },
  };
}
