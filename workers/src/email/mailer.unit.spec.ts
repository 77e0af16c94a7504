import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { verificationEmail } from "@app/ledger-service/auth/emails";
import { loadConfig } from "@app/ledger-service/runtime/config";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { createMailer } from "./mailer.js";

/** Writes one mail as a .eml without SMTP (MAIL_DIR) and returns the file's text. */
async function writtenMail(env: Record<string, string>, mail: Parameters<ReturnType<typeof createMailer>["send"]>[0]) {
  const dir = mkdtempSync(path.join(tmpdir(), "mailer-"));
  const mailer = createMailer(loadConfig({ MAIL_DIR: dir, ...env }), pino({ level: "silent" }));
  await mailer.send(mail);
  mailer.close();
  const [file] = readdirSync(dir);
  return readFileSync(path.join(dir, file as string), "utf8");
}

/** The text/plain part of a multipart .eml: its headers and its body, as written (not decoded). */
function plainPart(eml: string) {
  const boundary = /boundary="([^"]+)"/.exec(eml)?.[1] as string;
  const part = eml.split(`--${boundary}`).find((p) => /Content-Type: text\/plain/i.test(p)) as string;
  const [headers, ...body] = part.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
  return { headers: headers as string, body: body.join("\n\n") };
}

const token = `${"a".repeat(43)}_-B9`;

describe("mails as written", () => {
  it("when a verification mail is written without SMTP, then its text part holds the whole link on one line (no quoted-printable split)", async () => {
    const eml = await writtenMail(
      { PUBLIC_URL: "http://localhost:4123" },
      verificationEmail("http://localhost:4123", { email: "ada@example.com", fullName: "Ada" }, token),
    );
    const link = `http://localhost:4123/verify?token=${token}`;
    expect(link.length).toBeGreaterThan(76);
    const text = plainPart(eml);
    expect(text.headers).toMatch(/Content-Transfer-Encoding: 7bit/i);
    expect(text.body.split("\n")).toContain(`Verify email: ${link}`);
    expect(text.body).not.toMatch(/=\r?\n|=3D/);
  });

  it("when the investor's name is not ASCII, then the text part is 8bit and the link still stands on one line", async () => {
    const eml = await writtenMail(
      {},
      verificationEmail("http://localhost:3000", { email: "ade@example.com", fullName: "Adébáyọ̀ Ọlá" }, token),
    );
    const text = plainPart(eml);
    expect(text.headers).toMatch(/Content-Transfer-Encoding: 8bit/i);
    expect(text.body).toContain("Hello Adébáyọ̀ Ọlá,");
    expect(text.body.split("\n")).toContain(`Verify email: http://localhost:3000/verify?token=${token}`);
  });

  it("when the operator's identity is set, then every mail closes with the brand, legal name, registration, address and support; unset ones are left out", async () => {
    const identity = {
      BRAND_NAME: "Acme Shares",
      LEGAL_NAME: "Acme Shares Ltd",
      COMPANY_REGISTRATION: "RC 1234567",
      COMPANY_ADDRESS: "5 Marina, Lagos",
      SUPPORT_EMAIL: "help@acme.ng",
    };
    const eml = await writtenMail(identity, { to: "ada@example.com", subject: "Hi", html: "<p>Hello</p>", text: "Hello\n" });
    const text = plainPart(eml).body;
    expect(text).toContain("Acme Shares is operated by Acme Shares Ltd (CAC RC 1234567).");
    expect(text).toContain("5 Marina, Lagos");
    expect(text).toContain("Support: help@acme.ng");
    expect(eml).toMatch(/^From: Acme Shares <no-reply@localhost>/m);
    expect(text).not.toMatch(/SEC|undefined|example\.com|\+234/);
  });

  it("when nothing about the operator is set, then the mail closes with the default brand alone", async () => {
    const eml = await writtenMail({}, { to: "ada@example.com", subject: "Hi", html: "<p>Hello</p>", text: "Hello\n" });
    expect(plainPart(eml).body.trimEnd().split("\n").slice(-2)).toEqual(["--", "Share Invest"]);
    expect(eml).not.toMatch(/ShareVest/);
  });
});
