import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { EmailJob } from "@app/contracts";
import nodemailer from "nodemailer";
import type { AppContext } from "@app/ledger-service/runtime/context";
import type { Config } from "@app/ledger-service/runtime/config";
import { identityLines } from "@app/ledger-service/site/site-identity";

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
export function createMailer(config: Config, logger: AppContext["logger"]): Mailer {
  const footer = identityLines(config);
  const compose = (mail: EmailJob & { messageId?: string }) => ({ from: config.MAIL_FROM, ...withFooter(mail, footer) });
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
        await transport.sendMail(compose(mail));
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const dir = path.resolve(config.MAIL_DIR);
  return {
    async send(mail) {
      const info = await transport.sendMail(compose(mail));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${Date.now()}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info({ to: mail.to, subject: mail.subject, file }, "email written to MAIL_DIR (SMTP_URL not set)");
    },
    close: () => transport.close(),
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Every mail closes with who sent it (brand, legal name, registrations, address, support; as far
 * as they are set), in its HTML and its plain-text part.
 */
export function withFooter<M extends EmailJob>(mail: M, footer: string[]) {
  const html = `${mail.html}<hr><p style="color:#666;font-size:12px">${footer.map(escapeHtml).join("<br>")}</p>`;
  if (mail.text === undefined) return { ...mail, html, text: undefined };
  return { ...mail, html, text: plainTextPart(`${mail.text.replace(/\n*$/, "")}\n\n--\n${footer.join("\n")}\n`) };
}

/**
 * The plain-text part as written, not quoted-printable: nodemailer encodes any text with a line
 * over 76 characters, which splits a verification link across lines with "=" (and turns its
 * "token=" into "token=3D") for whoever reads the .eml or the source. Lines up to 998 octets are
 * valid unencoded (RFC 5322); only a longer one falls back to nodemailer's encoding.
 */
export function plainTextPart(text: string): string | { raw: string } {
  const lines = text.split(/\r?\n/);
  if (lines.some((line) => Buffer.byteLength(line) > 998)) return text;
  const encoding = Buffer.byteLength(text) === text.length ? "7bit" : "8bit";
  // Bare newlines: the file transport writes them as they are, SMTP's data stream makes them CRLF.
  return { raw: `Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: ${encoding}\n\n${lines.join("\n")}` };
}

/** A 5xx SMTP answer (mailbox unknown, rejected): retrying the same address cannot help. */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}
