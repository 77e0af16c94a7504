import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** What the in-process SMTP receiver accepted: one entry per delivered message. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  raw: string;
}

export interface SmtpReceiver {
  /** `smtp://127.0.0.1:{port}`, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Addresses answered 550 "Mailbox unavailable" at RCPT TO. */
  refused: Set<string>;
  /** Connections that broke (a client killed mid-session resets its socket). */
  connectionErrors: Error[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free port of this process (smtp-server): mails in tests travel over
 * SMTP, never through a mock of the mailer. `beforeAccept` may hold a message (its promise) before
 * the receiver answers 250, to catch a sender half way.
 */
export async function startSmtpReceiver(options: { beforeAccept?: (mail: ReceivedMail) => Promise<void> } = {}): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    size: 1024 * 1024,
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase()))
        return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "",
          raw,
        };
        void (options.beforeAccept?.(mail) ?? Promise.resolve()).then(() => {
          received.push(mail);
          callback();
        });
      });
    },
  });
  // A client killed mid-session (the email worker's SIGKILL in the kill tests) resets its
  // connection: smtp-server reports that as an 'error' event, uncaught without a listener.
  const connectionErrors: Error[] = [];
  smtp.on("error", (error) => connectionErrors.push(error));
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    received,
    refused,
    connectionErrors,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** Polls `probe` every 100 ms until it answers something truthy; fails naming `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 40_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A mail's text as written: quoted-printable may wrap long lines with "=\r\n" and encode "=" as "=3D". */
export const unfold = (raw: string) =>
  raw
    .split(/(\r?\n--[^\r\n]+\r?\n)/)
    .map((part) =>
      // Only quoted-printable parts are unfolded: the text part is sent as it is (a "token=3D..." there is literal).
      /^Content-Transfer-Encoding:\s*quoted-printable/im.test(part.split(/\r?\n\r?\n/)[0] ?? "")
        ? part.replace(/=\r?\n/g, "").replace(/=3D/g, "=")
        : part,
    )
    .join("");
