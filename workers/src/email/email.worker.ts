import { emailJobSchema, queueNames } from "@app/contracts";
import { UnrecoverableError, Worker } from "bullmq";
import type { WorkerDeps } from "../worker-registry.js";
import { createMailer, isPermanentMailError } from "./mailer.js";

/**
 * Account mails (verification, password reset). A transient failure is retried by BullMQ with
 * backoff (the producer's job options); a permanent rejection is not.
 */
export function emailWorker({ ctx, connection, prefix }: WorkerDeps): Worker {
  const mailer = createMailer(ctx.config, ctx.logger);
  const worker = new Worker(
    queueNames.email,
    async (job) => {
      const mail = emailJobSchema.parse(job.data);
      try {
        await mailer.send(mail);
      } catch (error) {
        if (isPermanentMailError(error)) throw new UnrecoverableError(`mail to ${mail.to} rejected: ${(error as Error).message}`);
        throw error;
      }
    },
    { connection, prefix, concurrency: 5 },
  );
  worker.on("failed", (job, error) => ctx.logger.warn({ err: error, jobId: job?.id, attempts: job?.attemptsMade }, "email not sent"));
  worker.on("closed", () => mailer.close());
  return worker;
}
