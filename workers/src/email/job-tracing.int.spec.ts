import { queueNames } from "@app/contracts";
import { requestIdMixin } from "@app/ledger-service/shared/request-context";
import { context, propagation, SpanKind, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { waitFor } from "../../testing/smtp-receiver.js";
import { useMailedApp } from "../../testing/mailed-app.js";

// What the SDK registers when OTEL_EXPORTER_OTLP_ENDPOINT is set, with the spans kept in memory.
const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const contextManager = new AsyncLocalStorageContextManager().enable();
trace.setGlobalTracerProvider(provider);
context.setGlobalContextManager(contextManager);
propagation.setGlobalPropagator(new W3CTraceContextPropagator());
afterAll(async () => {
  await provider.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
});

const logLines: Array<Record<string, unknown>> = [];
const { smtp, app } = useMailedApp({
  logger: pino({ level: "info", mixin: requestIdMixin }, { write: (line: string) => void logLines.push(JSON.parse(line)) }),
});

describe("a job traced from the API to the worker", () => {
  it("when the API enqueues a mail inside a traced request, then the worker's processing is a span of the same trace, the job holds only the trace context, and the worker's log lines carry the trace id", async () => {
    const tracer = trace.getTracer("test");
    const requestSpan = tracer.startSpan("POST /api/auth/forgot-password", { kind: SpanKind.SERVER });
    const { traceId } = requestSpan.spanContext();
    await context.with(trace.setSpan(context.active(), requestSpan), () =>
      app.ctx.queues.sendEmail({ to: "traced@example.com", subject: "Traced", html: "<p>secret-link-token</p>" }),
    );
    requestSpan.end();

    await waitFor("the mail", async () => smtp.received.find((m) => m.to.includes("traced@example.com")));
    const spans = await waitFor("the worker's span", async () => {
      const found = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId && s.kind === SpanKind.CONSUMER);
      return found.length > 0 ? found : undefined;
    });
    expect(spans[0]?.name).toMatch(new RegExp(queueNames.email));
    // The producer's span is the request's child, and the consumer's parent is in the same trace.
    const producer = exporter.getFinishedSpans().find((s) => s.kind === SpanKind.PRODUCER && s.spanContext().traceId === traceId);
    expect(producer?.parentSpanContext?.spanId).toBe(requestSpan.spanContext().spanId);

    // What the job carries across Redis is the trace context, not the mail.
    const queue = app.ctx.queues.all().find((q) => q.name === queueNames.email);
    const [job] = (await queue?.getJobs(["completed"])) ?? [];
    const carried = JSON.stringify(job?.opts.telemetry ?? {});
    expect(carried).toContain(traceId);
    expect(carried).not.toContain("secret-link-token");
    expect(carried).not.toContain("traced@example.com");

    // The worker's line about the mail it sent names the trace.
    const sent = logLines.find((l) => l.msg === "email sent" && l.jobId === job?.id);
    expect(sent).toMatchObject({ trace_id: traceId, mail: "email" });
    expect(JSON.stringify(sent)).not.toContain("traced@example.com");
  });
});
