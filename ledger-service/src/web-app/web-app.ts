import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { SiteIdentity } from "@app/contracts";
import type { Request, Response } from "express";
import { type NegotiatedBody, negotiatedBody } from "../shared/negotiated-body.js";
import { prerenderedPages, withIdentity, withPreloads } from "./prerender.js";
import { listFiles, SHORT, sendStaticFile } from "./static-files.js";

const MANIFEST_PATH = "/manifest.webmanifest";

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
  const prerendered = prerenderedPages(dist, site, html, pageFiles, stylesheet, options.onPrerenderError);
  void prerendered();
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
        sendStaticFile(req, res, asset);
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
      void prerendered().then((bodies) => (bodies.get(urlPath) ?? indexFor(urlPath)).send(req, res));
    },
  };
}
