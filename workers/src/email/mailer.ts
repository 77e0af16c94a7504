import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { EmailJob } from "@app/contracts";
import nodemailer from "nodemailer";
import type { AppContext } from "@app/ledger-service/runtime/context";

export interface Mailer {
  /** `messageId` (`<...@...>`): the same for every attempt of one mail, so a resend after a crash is recognisably the same mail. */
  send(mail: EmailJob & { messageId?: string }): Promise<void>;
  close(): void;
}

/**
 * SMTP over SMTP_URL (pooled: a broadcast reuses a few connections). Without SMTP_URL the
 * mails are written as .eml files under MAIL_DIR (the log line names the file), so a local
 * setup can follow verification and reset links without a mail server. The links themselves
 * are never logged: they carry one-time tokens.
 */
export function createMailer(config: { SMTP_URL?: string; MAIL_DIR: string; MAIL_FROM: string }, logger: AppContext["logger"]): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport({
      url: config.SMTP_URL,
      pool: true,
      maxConnections: 5,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(mail) {
        await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const dir = path.resolve(config.MAIL_DIR);
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${Date.now()}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info({ to: mail.to, subject: mail.subject, file }, "email written to MAIL_DIR (SMTP_URL not set)");
    },
    close: () => transport.close(),
  };
}

/** A 5xx SMTP answer (mailbox unknown, rejected): retrying the same address cannot help. */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}
