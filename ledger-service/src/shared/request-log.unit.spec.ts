import type { AddressInfo } from "node:net";
import express from "express";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestIdMixin } from "./request-context.js";
import { requestLog } from "./request-log.js";

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  req?: { id: string; method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { message: string };
}

describe("request log", () => {
  const lines: Line[] = [];
  let url = "";
  let close = () => {};
  beforeAll(async () => {
    const logger = pino({ mixin: requestIdMixin }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const app = express();
    app.use(requestLog(logger, { ignore: (req) => req.url === "/api/health", context: true }));
    app.get("/api/health", (_req, res) => void res.json({ ok: true }));
    app.get("/api/thing", async (_req, res) => {
      await new Promise((r) => setTimeout(r, 1));
      logger.info("inside");
      res.json({ ok: true });
    });
    app.get("/api/broken", (_req, res) => void res.status(500).json({ message: "no" }));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());
  // The line is written when the response finishes, which the client may see first.
  const linesFor = async (id: string) => {
    for (let i = 0; i < 50 && !lines.some((l) => l.req?.id === id); i++) await new Promise((r) => setTimeout(r, 10));
    return lines.filter((l) => l.req?.id === id);
  };

  it("when a request is served, then one line with its id, method, path (no query string), status and time, and the id in X-Request-Id", async () => {
    const res = await fetch(`${url}/api/thing?a=1`);
    const id = res.headers.get("x-request-id") ?? "";
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [line, ...more] = await linesFor(id);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      msg: "request completed",
      req: { id, method: "GET", url: "/api/thing" },
      res: { statusCode: 200 },
    });
    expect(typeof line?.responseTime).toBe("number");
    // With `context`, a line the handler writes after an await carries the same id.
    expect(lines.find((l) => l.msg === "inside")?.reqId).toBe(id);
  });

  it("when the caller sends X-Request-Id, then that id (64 characters at most) is used", async () => {
    const res = await fetch(`${url}/api/thing`, { headers: { "x-request-id": "x".repeat(80) } });
    expect(res.headers.get("x-request-id")).toBe("x".repeat(64));
    expect(await linesFor("x".repeat(64))).toHaveLength(1);
  });

  it("when the answer is a 5xx, then the line says the request errored", async () => {
    const res = await fetch(`${url}/api/broken`, { headers: { "x-request-id": "broken-1" } });
    expect(res.status).toBe(500);
    expect(await linesFor("broken-1")).toMatchObject([
      { msg: "request errored", res: { statusCode: 500 }, err: { message: "failed with status code 500" } },
    ]);
  });

  it("when the health probe is called, then it gets an id but no log line", async () => {
    const res = await fetch(`${url}/api/health`, { headers: { "x-request-id": "probe-1" } });
    expect(res.headers.get("x-request-id")).toBe("probe-1");
    await fetch(`${url}/api/thing`, { headers: { "x-request-id": "after-probe" } });
    await linesFor("after-probe");
    expect(lines.filter((l) => l.req?.id === "probe-1")).toEqual([]);
  });
});
