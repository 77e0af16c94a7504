import { startTracing } from "./metrics/tracing.js";

// Traces (OTEL_EXPORTER_OTLP_ENDPOINT) start before the runner's modules load; see tracing.ts.
await startTracing(process.env, { serviceName: "share-invest-projections", esmHooks: true });
await import("./projections-process.js");
