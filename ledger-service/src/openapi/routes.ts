import { createRequire } from "node:module";
import path from "node:path";
import { Router } from "express";
import type { AppContext } from "../context.js";
import { requireAdmin } from "../shared/auth.js";
import { catalog } from "./catalog.js";
import { buildOpenApi } from "./openapi.js";

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Share Invest API</title>
<link rel="stylesheet" href="/api/docs/ui/swagger-ui.css"></head><body>
<div id="swagger-ui"><p>Loading the API reference (<a href="/api/docs/openapi.json">OpenAPI 3.1 document</a>)...</p></div>
<script src="/api/docs/ui/swagger-ui-bundle.js"></script><script src="/api/docs/docs.js"></script></body></html>`;

// The app keeps its session token in localStorage: the viewer sends it, so an admin signed in to
// the app can read the document where it is admin-only (production) and try the routes.
const js = `(function(){var token=localStorage.getItem('token');
window.ui=SwaggerUIBundle({url:'/api/docs/openapi.json',dom_id:'#swagger-ui',deepLinking:true,
requestInterceptor:function(req){if(token)req.headers.Authorization='Bearer '+token;return req;},
onComplete:function(){},});})();`;

/** swagger-ui-dist's files we serve (from our own node_modules, no CDN). */
const UI_FILES: Record<string, string> = { "swagger-ui.css": "text/css", "swagger-ui-bundle.js": "text/javascript" };
const uiDir = () => path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

/**
 * API reference at /api/docs: Swagger UI over the OpenAPI document generated from the contracts'
 * zod schemas. In production the document is for signed-in admins only (the viewer page and its
 * assets carry nothing of ours).
 */
export function docsRoutes(ctx: AppContext): Router {
  const router = Router();
  const document = buildOpenApi(catalog, process.env.npm_package_version ?? "0.1.0");
  const guard = ctx.config.NODE_ENV === "production" ? [requireAdmin(ctx)] : [];
  router.get("/docs/openapi.json", ...guard, (_req, res) => {
    res.json(document);
  });
  router.get("/docs", (_req, res) => {
    res.type("html").send(page);
  });
  router.get("/docs/docs.js", (_req, res) => {
    res.type("js").send(js);
  });
  router.get("/docs/ui/:file", (req, res, next) => {
    const file = String(req.params.file);
    const type = UI_FILES[file];
    if (!type) return next();
    res.sendFile(file, { root: uiDir(), headers: { "Content-Type": type, "Cache-Control": "public, max-age=3600" } });
  });
  return router;
}
