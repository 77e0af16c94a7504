import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// jsdom replaces URL, so the path is built from the plain string.
const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "base.css"), "utf8");

/** WCAG 2 contrast of the design tokens in base.css, in the light theme and the dark one. */

function tokens(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of block.matchAll(/--([a-z0-9-]+):\s*(#[0-9a-f]{6})\s*;/gi)) out[m[1] as string] = m[2] as string;
  return out;
}
const light = tokens(css.slice(css.indexOf(":root {"), css.indexOf("}", css.indexOf(":root {"))));
const darkStart = css.indexOf("@media (prefers-color-scheme: dark)");
const dark = { ...light, ...tokens(css.slice(darkStart, css.indexOf("}", darkStart))) };

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const pairs: [string, string][] = [
  ["success", "success-bg"],
  ["warning", "warning-bg"],
  ["danger", "danger-bg"],
  ["info", "info-bg"],
  ["muted-badge", "muted-bg"],
  ["text", "surface"],
  ["text", "bg"],
  ["muted", "surface"],
  ["muted", "bg"],
  ["ink", "surface"],
  ["ink", "surface-2"],
  ["muted", "surface-2"],
  ["text", "surface-2"],
  ["warning", "surface"],
  ["success", "surface"],
  ["danger", "surface"],
  ["info", "surface"],
];

describe("colour tokens", () => {
  it("when the dark theme is defined, then it overrides the main surfaces", () => {
    expect(darkStart).toBeGreaterThan(0);
    expect(dark.surface).not.toBe(light.surface);
  });
  for (const [theme, t] of [
    ["light", light],
    ["dark", dark],
  ] as const) {
    it.each(pairs)(`when ${theme}, then --%s on --%s has contrast of at least 4.5:1`, (fg, bg) => {
      expect(t[fg], fg).toBeDefined();
      expect(t[bg], bg).toBeDefined();
      expect(contrast(t[fg] as string, t[bg] as string)).toBeGreaterThanOrEqual(4.5);
    });
  }
});
