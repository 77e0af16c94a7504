import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/test-app.js";

const message = { fullName: "Visitor", email: "visitor@example.com", message: "Hello" };
const post = (app: TestApp, clientAddress: string) =>
  app.api("POST", "/api/contact", { body: message, headers: { "x-forwarded-for": clientAddress } });

describe("per-client limits behind a load balancer (TRUST_PROXY)", () => {
  let behindProxy: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    // The tests reach the API from 127.0.0.1, as a proxy on the same host would.
    [behindProxy, direct] = await Promise.all([startTestApp(), startTestApp({ TRUST_PROXY: "false" })]);
  });
  afterAll(async () => {
    await Promise.all([behindProxy?.stop(), direct?.stop()]);
  });

  it("when the proxy is trusted (default loopback), then each forwarded client has its own limit", async () => {
    for (let i = 1; i <= 21; i++) expect((await post(behindProxy, `198.51.100.${i}`)).status).toBe(201);
    for (let i = 0; i < 20; i++) await post(behindProxy, "203.0.113.7");
    expect((await post(behindProxy, "203.0.113.7")).status).toBe(429);
    expect((await post(behindProxy, "203.0.113.8")).status).toBe(201);
  });

  it("when no proxy is trusted, then a forwarded address is ignored and the connection's address is limited", async () => {
    for (let i = 1; i <= 20; i++) expect((await post(direct, `198.51.100.${i}`)).status).toBe(201);
    expect((await post(direct, "198.51.100.99")).status).toBe(429);
  });
});
