import { BullMQOtel } from "bullmq-otel";

/**
 * BullMQ's OpenTelemetry bridge for every queue and worker: adding a job opens a producer span
 * and stores the W3C trace context (traceparent only: no data, no secret) in the job's options;
 * the worker continues that trace in a consumer span around the processor, so the API request,
 * the job and the worker's PostgreSQL and Redis calls are one trace, and the worker's log lines
 * carry its trace id. Without OTEL_EXPORTER_OTLP_ENDPOINT no SDK is registered and these are
 * the OpenTelemetry API's no-op spans.
 */
export function jobTelemetry(): BullMQOtel {
  return new BullMQOtel({ tracerName: "share-invest-jobs" });
}
