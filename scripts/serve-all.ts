import { startTracing } from "@app/ledger-service/metrics/tracing";

// Traces (OTEL_EXPORTER_OTLP_ENDPOINT) start before the app's modules load; see tracing.ts.
await startTracing(process.env, { serviceName: "share-invest", esmHooks: true });
await import("./serve-all-process.js");
