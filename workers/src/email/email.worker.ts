import { type EmailJob, emailJobSchema, queueNames } from "@app/contracts";
import { type Job, UnrecoverableError, Worker } from "bullmq";
import type { WorkerDeps } from "../worker-registry.js";
import { createMailer, isPermanentMailError } from "./mailer.js";

/**
 * Account mails (verification, password reset). A transient failure is retried by BullMQ with
 * backoff (the producer's job options); a permanent rejection is not. Once the mail is sent (or
 * refused for good) the job keeps only its address and subject: its body carries a one-time
 * link, which must not stay readable in Redis for the thousands of jobs kept.
 */
export function emailWorker({ ctx, connection, prefix }: WorkerDeps): Worker {
  const mailer = createMailer(ctx.config, ctx.logger);
  const worker = new Worker(
    queueNames.email,
    async (job) => {
      // A notification sent before its worker died (or its completion was lost) is not sent again.
      if (job.data?.sent === true && job.name === "notification") return;
      if (job.data?.sent === true)
        throw new UnrecoverableError(
          "This mail's body (a one-time link) was discarded after its first outcome; the user can ask for a new link.",
        );
      const mail = emailJobSchema.parse(job.data);
      try {
        await mailer.send(mail);
      } catch (error) {
        if (!isPermanentMailError(error)) throw error;
        await forgetBody(job, mail);
        throw new UnrecoverableError(`mail to ${mail.to} rejected: ${(error as Error).message}`);
      }
      await forgetBody(job, mail);
    },
    { connection, prefix, concurrency: 5 },
  );
  worker.on("failed", (job, error) => ctx.logger.warn({ err: error, jobId: job?.id, attempts: job?.attemptsMade }, "email not sent"));
  worker.on("closed", () => mailer.close());
  return worker;
}

/** Keeps the job's address and subject only; a failure here must not send the mail again. */
async function forgetBody(job: Job, mail: EmailJob): Promise<void> {
  await job.updateData({ to: mail.to, subject: mail.subject, sent: true }).catch(() => undefined);
}
