import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// jsdom replaces URL, so paths are built from the plain string.
const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const read = (path: string) => readFileSync(join(root, path));

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({
  png: png.subarray(1, 4).toString() === "PNG",
  width: png.readUInt32BE(16),
  height: png.readUInt32BE(20),
});

describe("installable web app", () => {
  it("when a phone reads the manifest, then it names the brand and finds 192 and 512 px PNG icons", () => {
    const manifest = JSON.parse(read("public/manifest.webmanifest").toString());
    expect(manifest).toMatchObject({ name: "Share Invest", display: "standalone", start_url: "/dashboard" });
    const sizes = manifest.icons.map((icon: { src: string; sizes: string; type: string }) => {
      expect(icon.type).toBe("image/png");
      const { png, width, height } = pngSize(read(join("public", icon.src)));
      expect(png).toBe(true);
      expect(`${width}x${height}`).toBe(icon.sizes);
      return icon.sizes;
    });
    expect(sizes).toEqual(["192x192", "512x512"]);
  });

  it("when index.html loads, then it links the manifest and sets the theme colour", () => {
    const html = read("index.html").toString();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}" \/>/);
  });
});
