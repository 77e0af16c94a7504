import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Router } from "express";
import type { AppContext } from "../runtime/context.js";
import { requireAdmin, userFromRequest } from "../shared/auth.js";
import { type NegotiatedBody, negotiatedBody } from "../shared/negotiated-body.js";
import { apiDocument } from "./documented-routes.js";

/** Swagger UI's own files (swagger-ui-dist), served from this server: no outside host. */
const viewerDir = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
const viewerTypes: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "favicon-32x32.png": "image/png",
};

/**
 * The reference page is served in a sandbox (`Content-Security-Policy: sandbox allow-scripts`,
 * no allow-same-origin): its document gets an opaque origin, so its scripts (Swagger UI's, or
 * anything injected into them) cannot read this site's cookies or storage, and the browser sends
 * the session cookie (SameSite=Strict) with none of their requests; an answer of the API is not
 * readable to them either (CORS allows PUBLIC_URL only). The document is therefore put into the
 * page itself, and "Try it out" is off (API clients use openapi.json with their own tools).
 */
export const DOCS_PAGE_CSP = [
  "sandbox allow-scripts",
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

const head = (
  brandName: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${brandName.replace(/[&<>"]/g, "")} API reference</title><link rel="icon" href="/api/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>`;

/** The viewer with the document inline (a data block: never run, `<` escaped so it cannot end the element). */
const page = (brandName: string, document: object) => `${head(brandName)}
<body><div id="docs"></div><script type="application/json" id="openapi-document">${JSON.stringify(document).replace(/</g, "\\u003c")}</script>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body></html>`;

const refusedPage = (brandName: string) => `${head(brandName)}
<body><p role="status" style="font-family:system-ui,sans-serif;margin:1rem 2rem">The API reference is for admins. <a href="/login" target="_top">Log in as an admin</a>, then open this page again.</p></body></html>`;

const init = `(function () {
  var spec = JSON.parse(document.getElementById("openapi-document").textContent);
  SwaggerUIBundle({ spec: spec, dom_id: "#docs", supportedSubmitMethods: [] });
})();`;

/**
 * The API reference at /api/docs: Swagger UI over the OpenAPI 3.1 document generated from the
 * contracts' zod schemas, in a sandboxed page (DOCS_PAGE_CSP). With NODE_ENV=production the page
 * and the document are for admins only (the page is checked by the session cookie a navigation
 * sends; its own scripts never get to use it).
 */
export function docsRoutes(ctx: AppContext): Router {
  const router = Router();
  const document = apiDocument(ctx.config);
  const production = ctx.config.NODE_ENV === "production";
  const guard = production ? [requireAdmin(ctx)] : [];
  // Compressed once (147 KB of JSON: under 9 KB with brotli, 10 KB with gzip), sent as the client accepts.
  const documentBody = negotiatedBody(Buffer.from(JSON.stringify(document)), "application/json; charset=utf-8");
  const docsPage = negotiatedBody(Buffer.from(page(ctx.config.BRAND_NAME, document)), "text/html; charset=utf-8");
  const refused = refusedPage(ctx.config.BRAND_NAME);
  router.get("/docs/openapi.json", ...guard, (req, res) => {
    documentBody.send(req, res);
  });
  router.get("/docs", async (req, res) => {
    res.setHeader("Content-Security-Policy", DOCS_PAGE_CSP);
    if (production) {
      const user = await userFromRequest(ctx, req).catch(() => null);
      if (!user?.isAdmin) {
        res
          .status(user ? 403 : 401)
          .type("html")
          .send(refused);
        return;
      }
    }
    docsPage.send(req, res);
  });
  // Loaded by the sandboxed page, whose origin is opaque: readable from any origin (public files).
  router.get("/docs/init.js", (_req, res) => {
    res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    res.type("js").send(init);
  });
  // The viewer's files, read and compressed on first use (its script is 1.7 MB, about 0.4 MB with brotli).
  const viewerFiles = new Map<string, NegotiatedBody>();
  router.get("/docs/assets/:file", (req, res) => {
    const name = String(req.params.file);
    const type = Object.hasOwn(viewerTypes, name) ? viewerTypes[name] : undefined;
    if (!type) {
      res.status(404).json({ message: "No such file" });
      return;
    }
    const body = viewerFiles.get(name) ?? negotiatedBody(readFileSync(path.join(viewerDir, name)), type);
    viewerFiles.set(name, body);
    res.setHeader("Cache-Control", "public, max-age=86400");
    res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    body.send(req, res);
  });
  return router;
}
