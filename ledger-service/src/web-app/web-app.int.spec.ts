import { existsSync, readFileSync } from "node:fs";
import { type IncomingHttpHeaders, request } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/test-app.js";
import { withBrand } from "./web-app.js";

/** The web app as `npm run build` leaves it (build once before this file). */
const dist = path.resolve(import.meta.dirname, "../../../frontend/dist");

let app: TestApp;
const logLines: Array<{ msg?: string; req?: { url?: string } }> = [];

beforeAll(async () => {
  if (!existsSync(path.join(dist, "routes.json")))
    throw new Error(`${dist} has no build with routes.json: run \`npm run build\` once before this test`);
  const logger = pino({ level: "info" }, { write: (line: string) => void logLines.push(JSON.parse(line)) });
  app = await startTestApp(
    {
      FRONTEND_DIST: dist,
      BRAND_NAME: "Acme Shares",
      LEGAL_NAME: "Acme Shares Ltd",
      COMPANY_REGISTRATION: "RC 1234567",
      COMPANY_ADDRESS: "5 Marina, Lagos",
      SUPPORT_EMAIL: "help@acme.ng",
      PUBLIC_URL: "https://invest.acme.ng",
    },
    { logger },
  );
});
afterAll(async () => {
  await app?.stop();
});

/** A GET whose body is read as sent (fetch would undo the compression). */
function rawGet(
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${app.url}${urlPath}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

/** The entry script's URL, from the build's manifest. */
function entryScript(): { url: string; bytes: Buffer } {
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const file = Object.values(manifest).find((chunk) => chunk.isEntry)?.file as string;
  return { url: `/${file}`, bytes: readFileSync(path.join(dist, file)) };
}

describe("the built web app as served", () => {
  it("when a browser accepts brotli, then a built script comes brotli-compressed with Vary: Accept-Encoding and decodes to the file", async () => {
    const { url, bytes } = entryScript();
    const res = await rawGet(url, { "accept-encoding": "gzip, deflate, br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.body.length).toBeLessThan(bytes.length / 2);
    expect(brotliDecompressSync(res.body).equals(bytes)).toBe(true);
  });

  it("when a browser accepts only gzip, then gzip; when it accepts nothing, then the file as it is", async () => {
    const { url, bytes } = entryScript();
    const gzip = await rawGet(url, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(bytes)).toBe(true);
    const plain = await rawGet(url, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(bytes)).toBe(true);
  });

  it("when a hashed /assets file is served, then it may be cached for a year, immutable; index.html is revalidated every time", async () => {
    const asset = await rawGet(entryScript().url);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const page of ["/", "/about"]) {
      const html = await rawGet(page);
      expect(html.status).toBe(200);
      expect(html.headers["cache-control"]).toMatch(/no-cache|no-store/);
      expect(html.headers["content-type"]).toMatch(/text\/html/);
    }
  });

  it("when a path is one of the app's routes, then 200; any other path gets the app's page with a real 404; an unknown /api path stays a JSON 404", async () => {
    for (const known of ["/", "/about", "/terms", "/login", "/dashboard", "/admin/user/42", "/audit/investors/abc", "/about/"])
      expect((await rawGet(known)).status, known).toBe(200);
    const unknown = await rawGet("/no-such-page", { "accept-encoding": "identity" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.toString()).toContain('<div id="root">');
    for (const unknownPath of ["/admin/user/42/more", "/assets/missing.js", "/.vite/manifest.json", "/routes.json"])
      expect((await rawGet(unknownPath)).status, unknownPath).toBe(404);
    const api = await app.api("GET", "/api/no-such-endpoint");
    expect(api.status).toBe(404);
    expect(api.headers.get("content-type")).toMatch(/application\/json/);
    expect(api.body.message).toContain("No such endpoint");
  });

  it("when a crawler asks for robots.txt, then it may index the public pages but not the API, admin or investor areas", async () => {
    const robots = await rawGet("/robots.txt", { "accept-encoding": "identity" });
    expect(robots.status).toBe(200);
    expect(robots.headers["content-type"]).toMatch(/text\/plain/);
    const text = robots.body.toString();
    expect(text).toContain("User-agent: *");
    for (const line of ["Disallow: /api/", "Disallow: /admin", "Disallow: /dashboard"]) expect(text).toContain(line);
  });

  it("when the OpenAPI document is fetched by a client accepting brotli, then it comes compressed and titled with the brand", async () => {
    const res = await rawGet("/api/docs/openapi.json", { "accept-encoding": "br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    const document = JSON.parse(brotliDecompressSync(res.body).toString());
    expect(document.info.title).toBe("Acme Shares API");
    expect(res.body.length).toBeLessThan(JSON.stringify(document).length / 4);
  });

  it("when the site identity is asked for, then it answers the configured fields, and an unset one (the phone) is absent, also in index.html", async () => {
    const site = await app.api("GET", "/api/site");
    expect(site.status).toBe(200);
    expect(site.body).toEqual({
      brandName: "Acme Shares",
      publicUrl: "https://invest.acme.ng",
      legalName: "Acme Shares Ltd",
      companyRegistration: "RC 1234567",
      companyAddress: "5 Marina, Lagos",
      supportEmail: "help@acme.ng",
    });
    const html = (await rawGet("/contact", { "accept-encoding": "identity" })).body.toString();
    expect(html).toContain("<title>Acme Shares</title>");
    const embedded = JSON.parse(/<script type="application\/json" id="site-identity">(.*?)<\/script>/.exec(html)?.[1] ?? "{}");
    expect(embedded).toEqual(site.body);
    expect(html).not.toMatch(/supportPhone|\+234|example\.com|ShareVest/);
  });

  it("when a public page is opened, then it comes rendered with the configured brand and contact; with a query string, or a signed-in page, the plain app", async () => {
    const rootOf = async (page: string) => {
      const res = await rawGet(page, { "accept-encoding": "identity" });
      expect(res.status, page).toBe(200);
      expect(res.headers["cache-control"], page).toMatch(/no-cache/);
      return /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(res.body.toString())?.[1] ?? "";
    };
    const plans = await rootOf("/plans");
    expect(plans).toContain('<h1 class="page-title">Investment Plans</h1>');
    expect(plans).toContain("Acme Shares</a>");
    expect(plans).toContain('<a href="mailto:help@acme.ng">help@acme.ng</a>');
    expect(plans).not.toContain("Share Invest");
    expect(await rootOf("/")).toContain("Own a share of real growth with <!-- -->Acme Shares");
    expect(await rootOf("/login")).toContain('aria-label="Login form"');
    for (const plain of ["/register?ref=ABC123", "/dashboard", "/check-email"]) expect(await rootOf(plain), plain).toBe("");
  });

  it("when a pre-rendered page is opened, then its styles are in the page and its scripts come at low priority; the plain app links its stylesheet", async () => {
    const html = async (page: string) => (await rawGet(page, { "accept-encoding": "identity" })).body.toString();
    const plans = await html("/plans");
    expect(/<style>([\s\S]*?)<\/style>/.exec(plans)?.[1]).toContain(".site-header{");
    expect(plans).not.toContain('rel="stylesheet"');
    expect(plans).toMatch(/<script type="module" fetchpriority="low"[^>]* src="\/assets\/index-[^"]+\.js">/);
    const dashboard = await html("/dashboard");
    expect(dashboard).toMatch(/<link rel="stylesheet"[^>]* href="\/assets\/index-[^"]+\.css">/);
    expect(dashboard).not.toContain("fetchpriority");
  });

  it("when a page is opened, then its HTML preloads that page's own code (and only its own), so it is fetched alongside the entry", async () => {
    const preloads = JSON.parse(readFileSync(path.join(dist, "route-preloads.json"), "utf8")) as Record<string, string[]>;
    const linksOf = async (page: string) =>
      [
        ...(await rawGet(page, { "accept-encoding": "identity" })).body
          .toString()
          .matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)">/g),
      ].map((m) => m[1]);
    const plans = await linksOf("/plans");
    expect(preloads["/plans"]?.[0]).toMatch(/^\/assets\/plans-.*\.js$/);
    for (const file of preloads["/plans"] ?? []) expect(plans).toContain(file);
    expect(plans).not.toContain(preloads["/"]?.[0]);
    expect(await linksOf("/admin/user/42")).toContain(preloads["/admin/user/:id"]?.[0]);
    expect((await rawGet(preloads["/plans"]?.[0] ?? "")).status).toBe(200);
    expect((await rawGet("/route-preloads.json")).status).toBe(404);
  });

  it("when a phone installs the app, then the manifest names the configured brand, and the favicon names no brand at all", async () => {
    const res = await rawGet("/manifest.webmanifest", { "accept-encoding": "identity" });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/manifest\+json/);
    const manifest = JSON.parse(res.body.toString());
    expect(manifest).toMatchObject({ name: "Acme Shares", short_name: "Acme Shares", start_url: "/dashboard", display: "standalone" });
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual(["/icon-192.png", "/icon-512.png"]);
    const favicon = await rawGet("/favicon.svg", { "accept-encoding": "identity" });
    expect(favicon.status).toBe(200);
    expect(favicon.body.toString()).not.toMatch(/<title>|Share ?Vest|Share Invest/i);
  });

  it("when the brand is longer than a home-screen label, then the short name is its first word", () => {
    const manifest = JSON.parse(
      withBrand('{"name":"Share Invest","short_name":"Share Invest","display":"standalone"}', "Lagos Community Shares"),
    );
    expect(manifest).toEqual({ name: "Lagos Community Shares", short_name: "Lagos", display: "standalone" });
  });

  it("when a page loads its files, then the access log has a line for the page and the API call but none per static file", async () => {
    logLines.length = 0;
    const { url } = entryScript();
    await rawGet("/about");
    await rawGet(url);
    await rawGet("/favicon.svg");
    await app.api("GET", "/api/site");
    await new Promise((r) => setTimeout(r, 50));
    const logged = logLines.filter((l) => l.req?.url).map((l) => l.req?.url);
    expect(logged).toEqual(["/about", "/api/site"]);
  });
});
