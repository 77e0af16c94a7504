import { describe, expect, it } from "vitest";
import { isVisiblyEmpty, sanitizeBroadcastHtml } from "./sanitize.js";

describe("broadcast HTML", () => {
  it("when an admin's message carries scripts, handlers or javascript: links, then recipients get only the formatting", () => {
    const out = sanitizeBroadcastHtml(
      `<h1>Weekly update</h1><p onclick="steal()">Profit is <b>in</b></p><script>alert(1)</script>` +
        `<a href="javascript:alert(1)">click</a><img src="x" onerror="alert(1)"><style>p{}</style>`,
    );
    expect(out).toContain("<h1>Weekly update</h1>");
    expect(out).toContain("<b>in</b>");
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|<style/i);
  });

  it("when a message links out, then the link opens without handing over the mail's window", () => {
    expect(sanitizeBroadcastHtml(`<a href="https://example.com/x" target="_blank">x</a>`)).toBe(
      `<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">x</a>`,
    );
  });

  it("when a message is only tags and spaces, then it counts as empty", () => {
    expect(isVisiblyEmpty("<p>&nbsp; </p><div></div>")).toBe(true);
    expect(isVisiblyEmpty("<p>Hello</p>")).toBe(false);
  });
});
