import { startTracing } from "@app/ledger-service/metrics/tracing";

// Traces (OTEL_EXPORTER_OTLP_ENDPOINT) start before the workers' modules load; see tracing.ts.
await startTracing(process.env, { serviceName: "share-invest-workers", esmHooks: true });
await import("./workers-process.js");
