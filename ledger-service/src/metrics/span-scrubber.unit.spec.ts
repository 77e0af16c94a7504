import { tracing } from "@opentelemetry/sdk-node";
import { describe, expect, it } from "vitest";
import { spanScrubber } from "./span-scrubber.js";

describe("span scrubber", () => {
  it("when a request span carries a verify token or a signed proof link, then the exported span keeps the path and no query string", async () => {
    const exporter = new tracing.InMemorySpanExporter();
    const provider = new tracing.BasicTracerProvider({ spanProcessors: [spanScrubber, new tracing.SimpleSpanProcessor(exporter)] });
    const span = provider.getTracer("test").startSpan("GET", {
      attributes: {
        "http.target": "/api/auth/verify?token=secret-one-time-token",
        "http.url": "http://localhost:3000/uploads/proof.png?expires=1&signature=abc",
        "url.full": "https://example.com/reset-password?token=secret-reset",
        "url.query": "token=secret-one-time-token",
        "http.method": "GET",
      },
    });
    span.end();
    await provider.forceFlush();
    const [exported] = exporter.getFinishedSpans();
    expect(exported?.attributes).toEqual({
      "http.target": "/api/auth/verify",
      "http.url": "http://localhost:3000/uploads/proof.png",
      "url.full": "https://example.com/reset-password",
      "http.method": "GET",
    });
    expect(JSON.stringify(exported?.attributes)).not.toMatch(/token|signature/);
    await provider.shutdown();
  });
});
