import { type EmailJob, emailJobSchema, queueNames } from "@app/contracts";
import { type Job, UnrecoverableError, Worker } from "bullmq";
import type { WorkerDeps } from "../worker-deps.js";
import { createMailer, isPermanentMailError } from "./mailer.js";
import { jobTelemetry } from "@app/ledger-service/platform/job-telemetry";

/**
 * Account mails (verification, password reset). A transient failure is retried by BullMQ with
 * backoff (the producer's job options); a permanent rejection is not. Once the mail is sent (or
 * refused for good) the job keeps only its address and subject: its body carries a one-time
 * link, which must not stay readable in Redis for the thousands of jobs kept.
 */
/**
 * Mails a worker sends at once. The SMTP transport pools 5 connections; enough jobs in flight
 * keep them busy (a profit run's notifications are one mail per investor).
 */
export const EMAIL_CONCURRENCY = 50;

export function emailWorker({ ctx, connection, prefix }: WorkerDeps): Worker {
  const mailer = createMailer(ctx.config, ctx.logger);
  const worker = new Worker(
    queueNames.email,
    async (job) => {
      // A notification sent before its worker died (or its completion was lost) is not sent again.
      if (job.data?.sent === true && job.name === "notification") return;
      if (job.data?.sent === true || job.data?.dropped === true)
        throw new UnrecoverableError(
          "This mail's body (a one-time link) was discarded after its first outcome; the user can ask for a new link.",
        );
      const mail = emailJobSchema.parse(job.data);
      try {
        await mailer.send({ ...mail, messageId: messageIdOf(job, ctx.config.PUBLIC_URL) });
        ctx.metrics.mailsSent.inc({ mail: job.name });
        // One line per mail handed over (no address, no body), with the job's trace id when traced.
        ctx.logger.info({ jobId: job.id, mail: job.name }, "email sent");
      } catch (error) {
        ctx.metrics.mailsFailed.inc({ mail: job.name, permanent: String(isPermanentMailError(error)) });
        if (!isPermanentMailError(error)) {
          // Its last try failed: the job stays listed as failed, without the body (a one-time link).
          if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) await forgetBody(job, mail, "dropped");
          throw error;
        }
        await forgetBody(job, mail);
        throw new UnrecoverableError(`mail to ${mail.to} rejected: ${(error as Error).message}`);
      }
      await forgetBody(job, mail);
    },
    // A killed worker's mails are taken up again within about 15 s (lock renewed while sending).
    { connection, prefix, telemetry: jobTelemetry(), concurrency: EMAIL_CONCURRENCY, lockDuration: 10_000, stalledInterval: 5_000 },
  );
  worker.on("failed", (job, error) => ctx.logger.warn({ err: error, jobId: job?.id, attempts: job?.attemptsMade }, "email not sent"));
  worker.on("closed", () => mailer.close());
  return worker;
}

/**
 * One Message-ID per job, the same on every attempt: a notification's job id comes from its
 * event id, so if a worker dies after the SMTP server took a mail but before the job was marked
 * sent, the resend carries the same Message-ID and mail clients show it once.
 */
export function messageIdOf(job: Job, publicUrl: string): string {
  const host = new URL(publicUrl).hostname || "localhost";
  return `<${String(job.id).replace(/[^\w.-]/g, "-")}@${host}>`;
}

/**
 * Keeps the job's address and subject only; a failure here must not send the mail again.
 * `sent`: it reached its outcome (sent or refused for good); `dropped`: every try failed.
 */
async function forgetBody(job: Job, mail: EmailJob, outcome: "sent" | "dropped" = "sent"): Promise<void> {
  await job.updateData({ to: mail.to, subject: mail.subject, [outcome]: true }).catch(() => undefined);
}
