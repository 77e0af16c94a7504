import type { AddressInfo } from "node:net";
import { Router } from "express";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { createApp } from "../app.js";
import { requestIdMixin } from "../shared/request-context.js";
import { useTestApp } from "../../testing/test-app.js";

const { app } = useTestApp({ PUBLIC_URL: "https://app.example.com" });

describe("security baseline of the API", () => {
  it("when any call is answered, then helmet's headers and a request id are on it, and no X-Powered-By", async () => {
    const res = await app.api("GET", "/api/signals/public");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get("x-powered-by")).toBeNull();
  });

  it("when another origin asks, then CORS does not allow it; the app's own origin is allowed", async () => {
    const foreign = await app.api("GET", "/api/signals/public", { headers: { origin: "https://evil.example" } });
    expect(foreign.headers.get("access-control-allow-origin")).not.toBe("https://evil.example");
    const own = await app.api("GET", "/api/signals/public", { headers: { origin: "https://app.example.com" } });
    expect(own.headers.get("access-control-allow-origin")).toBe("https://app.example.com");
  });

  it("when the body is too large or not JSON, then a short 413/400 message without a stack trace", async () => {
    const big = await app.api("POST", "/api/contact", { body: { fullName: "x", email: "a@b.co", message: "m".repeat(200_000) } });
    expect(big).toMatchObject({ status: 413, body: { message: "Request body is too large" } });
    const broken = await app.api("POST", "/api/contact", { body: "{not json", headers: { "content-type": "application/json" } });
    expect(broken).toMatchObject({ status: 400, body: { message: "Request body is not valid JSON" } });
    expect(JSON.stringify([big.body, broken.body])).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it("when LOG_REQUEST_CONTEXT is on and a handler logs through ctx.logger, then the line carries the request's id", async () => {
    const lines: { reqId?: string; msg?: string }[] = [];
    const logger = pino({ mixin: requestIdMixin }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const probe = () =>
      Router().get("/probe", async (_req, res) => {
        await new Promise((r) => setTimeout(r, 5));
        logger.info("inside the handler");
        res.json({ ok: true });
      });
    const config = { ...app.ctx.config, LOG_REQUEST_CONTEXT: true };
    const server = createApp({ ...app.ctx, logger, config }, { routers: [probe] }).listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/probe`, {
      headers: { "x-request-id": "req-abc-123" },
    });
    server.close();
    expect(res.status).toBe(200);
    expect(lines.find((l) => l.msg === "inside the handler")?.reqId).toBe("req-abc-123");
  });
});
