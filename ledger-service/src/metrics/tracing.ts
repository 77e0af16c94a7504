/**
 * OpenTelemetry traces (HTTP in and out, Express routes, PostgreSQL, Redis) to an OTLP/HTTP
 * collector, only when OTEL_EXPORTER_OTLP_ENDPOINT is set: otherwise nothing is imported and
 * nothing is patched. Each process's main starts it before it imports the app (the
 * instrumentations patch express, pg and ioredis as they load), then imports the rest.
 * With `esmHooks`, the ES-module loader hook of @opentelemetry/instrumentation is registered
 * first, so modules imported as ESM are patched too. An unreachable collector costs dropped
 * spans (logged by the SDK), never a failed request.
 */
import { spanScrubber } from "./span-scrubber.js";

export interface Tracing {
  shutdown(): Promise<void>;
}

export async function startTracing(env: NodeJS.ProcessEnv, options: { serviceName: string; esmHooks?: boolean }): Promise<Tracing | null> {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!endpoint) return null;
  if (options.esmHooks) {
    const { register } = await import("node:module");
    register("@opentelemetry/instrumentation/hook.mjs", import.meta.url);
  }
  const [
    { NodeSDK, tracing },
    { OTLPTraceExporter },
    { HttpInstrumentation },
    { ExpressInstrumentation },
    { PgInstrumentation },
    { IORedisInstrumentation },
  ] = await Promise.all([
    import("@opentelemetry/sdk-node"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/instrumentation-http"),
    import("@opentelemetry/instrumentation-express"),
    import("@opentelemetry/instrumentation-pg"),
    import("@opentelemetry/instrumentation-ioredis"),
  ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? options.serviceName,
    // Query strings (one-time tokens, link signatures) are scrubbed before the batch exports a span.
    spanProcessors: [
      spanScrubber,
      // A collector that is down holds a shutdown (SIGTERM) at most this long.
      new tracing.BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, "")}/v1/traces`, timeoutMillis: 3000 })),
    ],
    instrumentations: [
      // Health probes and metric scrapes would be most of the spans and tell nothing.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => /^\/(api\/)?(health|ready|metrics|admin\/metrics)\b/.test(req.url ?? ""),
      }),
      new ExpressInstrumentation(),
      new PgInstrumentation(),
      // Redis keys name accounts (login throttles by email) and login challenges: the command only.
      new IORedisInstrumentation({ dbStatementSerializer: (command) => command }),
    ],
  });
  sdk.start();
  // The last flush fails when the collector is down: the spans are lost, the process still stops.
  return { shutdown: () => sdk.shutdown().catch(() => undefined) };
}
