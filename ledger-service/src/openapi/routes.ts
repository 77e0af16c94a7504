import { Router } from "express";
import { catalog } from "./catalog.js";
import { buildOpenApi } from "./openapi.js";

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Share Invest API</title>
<link rel="stylesheet" href="/api/docs/docs.css"></head><body><h1>Share Invest API</h1>
<p>OpenAPI 3.1 document: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a></p><div id="ops"></div>
<script src="/api/docs/docs.js"></script></body></html>`;

const css =
  "body{font-family:system-ui,sans-serif;max-width:1100px;margin:2rem auto;padding:0 1rem}.op{border:1px solid #ddd;border-radius:6px;margin:.5rem 0;padding:.5rem}.m{font-weight:700;display:inline-block;width:4.5rem}pre{background:#f6f6f6;padding:.5rem;overflow:auto;font-size:12px}";
const js = `fetch('/api/docs/openapi.json').then(r=>r.json()).then(doc=>{const root=document.getElementById('ops');
for(const [path,ops] of Object.entries(doc.paths)){for(const [m,op] of Object.entries(ops)){const d=document.createElement('details');d.className='op';
const s=document.createElement('summary');s.innerHTML='<span class="m">'+m.toUpperCase()+'</span> <code>'+path+'</code> — '+op.summary;d.appendChild(s);
const p=document.createElement('pre');p.textContent=JSON.stringify({description:op.description,parameters:op.parameters,requestBody:op.requestBody,responses:op.responses},null,2);d.appendChild(p);root.appendChild(d);}}});`;

/** API documentation at /api/docs, generated from the contracts' zod schemas. */
export function docsRoutes(): Router {
  const router = Router();
  const document = buildOpenApi(catalog, process.env.npm_package_version ?? "0.1.0");
  router.get("/docs/openapi.json", (_req, res) => {
    res.json(document);
  });
  router.get("/docs", (_req, res) => {
    res.type("html").send(page);
  });
  router.get("/docs/docs.css", (_req, res) => {
    res.type("css").send(css);
  });
  router.get("/docs/docs.js", (_req, res) => {
    res.type("js").send(js);
  });
  return router;
}
