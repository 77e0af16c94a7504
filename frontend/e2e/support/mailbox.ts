/** Reads the .eml files the server writes without SMTP, to follow e-mailed links. */
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * A mail's text as a reader sees it: each MIME part decoded by its own Content-Transfer-Encoding
 * (the text part is written as it is, 7bit or 8bit; the HTML part quoted-printable), the headers kept.
 */
function readableMail(eml: string): string {
  return eml
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const [headers = "", ...body] = part.split(/\r?\n\r?\n/);
      const text = body.join("\n\n");
      return /Content-Transfer-Encoding:\s*quoted-printable/i.test(headers) ? `${headers}\n\n${decodeQuotedPrintable(text)}` : part;
    })
    .join("\n");
}

async function mailFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  const files = entries.filter((name) => String(name).endsWith(".eml")).map((name) => join(dir, String(name)));
  const stamped = await Promise.all(files.map(async (file) => ({ file, at: (await stat(file)).mtimeMs })));
  return stamped.sort((a, b) => b.at - a.at).map((entry) => entry.file);
}

/** Waits for a mail to `recipient` holding a link with `pathPart` (e.g. "/verify?token="); returns path + query. */
export async function waitForMailedLink(dir: string, recipient: string, pathPart: string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`https?://[^\\s"'<>]*${pathPart.replace(/[?]/g, "\\?")}[^\\s"'<>]+`);
  while (Date.now() < deadline) {
    for (const file of await mailFiles(dir)) {
      const text = readableMail(await readFile(file, "utf8"));
      if (!text.toLowerCase().includes(recipient.toLowerCase())) continue;
      const match = text.match(pattern);
      if (match) {
        const url = new URL(match[0].replace(/&amp;/g, "&"));
        return url.pathname + url.search;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No mail to ${recipient} with ${pathPart} in ${dir} within ${timeoutMs} ms`);
}
