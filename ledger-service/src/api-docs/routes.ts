import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Router } from "express";
import type { AppContext } from "../runtime/context.js";
import { requireAdmin } from "../shared/auth.js";
import { type NegotiatedBody, negotiatedBody } from "../shared/negotiated-body.js";
import { apiDocument } from "./documented-routes.js";

/** Swagger UI's own files (swagger-ui-dist), served from this server: no outside host. */
const viewerDir = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
const viewerTypes: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "favicon-32x32.png": "image/png",
};

const page = (
  brandName: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${brandName.replace(/[&<>"]/g, "")} API reference</title><link rel="icon" href="/api/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><p id="docs-status" role="status" style="font-family:system-ui,sans-serif;margin:1rem 2rem"></p><div id="docs"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body></html>`;

// The document is read with the signed-in user's token (the web app keeps it in localStorage on
// this origin), so in production only admins see it; calls made from the page carry it too.
const init = `(function () {
  var token = localStorage.getItem("token");
  var status = document.getElementById("docs-status");
  var auth = function (req) { if (token) req.headers.Authorization = "Bearer " + token; return req; };
  fetch("/api/docs/openapi.json", { headers: token ? { Authorization: "Bearer " + token } : {} })
    .then(function (r) { if (!r.ok) throw r; return r.json(); })
    .then(function (spec) {
      status.remove();
      SwaggerUIBundle({ spec: spec, dom_id: "#docs", deepLinking: true, requestInterceptor: auth });
    })
    .catch(function () {
      status.innerHTML = 'The API reference is for admins. <a href="/login">Log in as an admin</a>, then open this page again.';
    });
})();`;

/**
 * The API reference at /api/docs: Swagger UI over the OpenAPI 3.1 document generated from the
 * contracts' zod schemas. With NODE_ENV=production the document needs an admin's token.
 */
export function docsRoutes(ctx: AppContext): Router {
  const router = Router();
  const document = apiDocument(ctx.config);
  const docsPage = page(ctx.config.BRAND_NAME);
  const guard = ctx.config.NODE_ENV === "production" ? [requireAdmin(ctx)] : [];
  // Compressed once (147 KB of JSON: under 9 KB with brotli, 10 KB with gzip), sent as the client accepts.
  const documentBody = negotiatedBody(Buffer.from(JSON.stringify(document)), "application/json; charset=utf-8");
  router.get("/docs/openapi.json", ...guard, (req, res) => {
    documentBody.send(req, res);
  });
  router.get("/docs", (_req, res) => {
    res.type("html").send(docsPage);
  });
  router.get("/docs/init.js", (_req, res) => {
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
    body.send(req, res);
  });
  return router;
}
