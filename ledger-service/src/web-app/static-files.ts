import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Request, Response } from "express";
import { preferredEncoding } from "../shared/negotiated-body.js";

/**
 * The build's static files: listed once at start, sent precompressed (brotli or gzip, as the
 * browser accepts, `Vary: Accept-Encoding`), hashed /assets/* immutable for a year.
 */

/** Hashed build output: its name changes with its content, so a browser may keep it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Other files of the build (robots.txt, icons): an hour. */
export const SHORT = "public, max-age=3600";
export interface StaticFile {
  file: string;
  /** The precompressed siblings written by the build (frontend/vite.config.ts), by encoding. */
  br?: string;
  gzip?: string;
  cacheControl: string;
}

/** Every file of the build by URL path, read once at start: no path from a request ever reaches the file system. */
export function listFiles(dist: string): Map<string, StaticFile> {
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

/** Sends a build file: its precompressed variant when the browser accepts one, with its cache time. */
export function sendStaticFile(req: Request, res: Response, asset: StaticFile): void {
  const encoding = preferredEncoding(req);
  const variant = encoding === "br" ? asset.br : encoding === "gzip" ? asset.gzip : undefined;
  res.type(path.extname(asset.file));
  res.setHeader("Cache-Control", asset.cacheControl);
  if (asset.br || asset.gzip) res.setHeader("Vary", "Accept-Encoding");
  if (variant) res.setHeader("Content-Encoding", encoding as string);
  res.sendFile(variant ?? asset.file, { cacheControl: false, dotfiles: "allow" });
}
