import type { AddressInfo } from "node:net";
import cors from "cors";
import express, { type RequestHandler } from "express";
import helmet from "helmet";
import { describe, expect, it } from "vitest";
import { onceComputedHeaders } from "./app.js";

async function headersOf(middleware: RequestHandler, path: string) {
  const app = express();
  app.disable("x-powered-by");
  app.use(middleware);
  app.get(/.*/, (_req, res) => {
    res.json({ ok: true });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, {
      headers: { origin: "https://x.example" },
    });
    const all = Object.fromEntries(res.headers.entries());
    const { date: _date, ...rest } = all;
    return rest;
  } finally {
    await new Promise((r) => server.close(r));
  }
}

describe("helmet's headers computed once", () => {
  const options = {
    contentSecurityPolicy: { directives: { "img-src": ["'self'", "data:"], "script-src": ["'self'"] } },
    crossOriginResourcePolicy: { policy: "same-origin" as const },
  };

  it("when a request is answered, then it carries exactly the headers helmet itself sets, on every path", async () => {
    for (const path of ["/", "/api/user/dashboard?x=1"]) {
      const real = await headersOf(helmet(options), path);
      expect(real["content-security-policy"]).toContain("img-src 'self' data:");
      expect(await headersOf(onceComputedHeaders(helmet(options)), path)).toEqual(real);
    }
  });

  it("when a request with an Origin is answered, then the CORS headers of the one allowed origin are exactly cors's own", async () => {
    const own = cors({ origin: "https://app.example.com", credentials: false });
    const real = await headersOf(own, "/api/x");
    expect(real["access-control-allow-origin"]).toBe("https://app.example.com");
    expect(await headersOf(onceComputedHeaders(own), "/api/x")).toEqual(real);
  });

  it("when a middleware does not answer at once, then it is used as it is", () => {
    const later: RequestHandler = (_req, _res, next) => void setTimeout(next, 1);
    expect(onceComputedHeaders(later)).toBe(later);
  });
});
