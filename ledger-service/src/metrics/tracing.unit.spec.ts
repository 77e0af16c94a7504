import { describe, expect, it } from "vitest";
import { freePort } from "../../testing/ports.js";
import { startTracing } from "./tracing.js";

/** The key under which @opentelemetry/api keeps its registered providers (absent until something registers). */
const OTEL_GLOBAL = Symbol.for("opentelemetry.js.api.1");

describe("tracing", () => {
  it("when OTEL_EXPORTER_OTLP_ENDPOINT is unset (or blank), then nothing starts and no OpenTelemetry global is registered", async () => {
    expect(await startTracing({}, { serviceName: "test" })).toBeNull();
    expect(await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: " " }, { serviceName: "test" })).toBeNull();
    expect((globalThis as Record<symbol, unknown>)[OTEL_GLOBAL]).toBeUndefined();
  });

  it("when it names a port nobody listens on, then the SDK starts, spans can be made, and shutting down does not throw", async () => {
    const port = await freePort();
    const tracing = await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` }, { serviceName: "test" });
    expect(tracing).not.toBeNull();
    const { trace } = await import("@opentelemetry/api");
    const span = trace.getTracer("test").startSpan("probe");
    expect(span.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(span.spanContext().traceId).not.toBe("0".repeat(32)); // a real tracer, not the no-op one
    span.end();
    const started = Date.now();
    await expect(tracing?.shutdown()).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 20_000);
});
