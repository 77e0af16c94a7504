import { startTracing } from "./metrics/tracing.js";

// Traces (OTEL_EXPORTER_OTLP_ENDPOINT) start before the app's modules load; see tracing.ts.
await startTracing(process.env, { serviceName: "share-invest-api", esmHooks: true });
await import("./api-process.js");
