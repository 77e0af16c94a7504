import { AsyncLocalStorage } from "node:async_hooks";
import { context, trace } from "@opentelemetry/api";

/**
 * The id of the request being served, for every log line written while serving it (the
 * logger's mixin reads it), including lines from code that only holds ctx.logger.
 */
export const requestIds = new AsyncLocalStorage<string>();

/**
 * Each log line's context: the request id (above), and, inside a recorded OpenTelemetry span
 * (OTEL_EXPORTER_OTLP_ENDPOINT set: an HTTP request, a BullMQ job in a worker), its trace and
 * span ids, so a line leads to its trace and a trace to its lines. Without tracing the active
 * span is the API's no-op one and nothing is added.
 */
export function requestIdMixin(): Record<string, string> {
  const reqId = requestIds.getStore();
  const span = trace.getSpan(context.active())?.spanContext();
  const traced = span && trace.isSpanContextValid(span) ? { trace_id: span.traceId, span_id: span.spanId } : null;
  if (reqId) return traced ? { reqId, ...traced } : { reqId };
  return traced ?? {};
}
