import { describe, expect, it } from "vitest";
import { exceedsPixelLimit, inspectImage } from "./image-check.js";
import { craftedPng, fixture, jpegWithHtmlComment, SVG } from "../../testing/images.js";

describe("image check from the bytes", () => {
  it("when the file is a real PNG, JPEG, GIF or WebP, then its type and size are read from the header", () => {
    expect(inspectImage(fixture("picture.png"))).toMatchObject({ kind: "png", mime: "image/png", width: 16, height: 16 });
    expect(inspectImage(fixture("photo.jpg"))).toMatchObject({ kind: "jpeg", mime: "image/jpeg", width: 16, height: 16 });
    expect(inspectImage(fixture("picture.gif"))).toMatchObject({ kind: "gif", width: 16, height: 16 });
    expect(inspectImage(fixture("picture.webp"))).toMatchObject({ kind: "webp", width: 16, height: 16 });
  });

  it("when the bytes are text, SVG, BMP or empty, then it is not an image", () => {
    for (const bytes of [Buffer.from("hello, I am a .png"), SVG, fixture("picture.bmp"), Buffer.alloc(0)])
      expect(inspectImage(bytes)).toBeNull();
  });

  it("when an image carries a payload (appended data, HTML inside, broken structure), then it is refused", () => {
    const png = fixture("picture.png");
    expect(inspectImage(Buffer.concat([png, Buffer.from("<script>alert(1)</script>")]))).toBeNull();
    expect(inspectImage(Buffer.concat([png, Buffer.from("trailing")]))).toBeNull();
    expect(inspectImage(jpegWithHtmlComment())).toBeNull();
    expect(inspectImage(Buffer.concat([fixture("photo.jpg"), Buffer.from("zz")]))).toBeNull();
    const corrupt = Buffer.from(png);
    corrupt[20] = (corrupt[20] ?? 0) ^ 0xff; // breaks the IHDR CRC
    expect(inspectImage(corrupt)).toBeNull();
    expect(inspectImage(Buffer.concat([fixture("picture.gif"), Buffer.from("x")]))).toBeNull();
    expect(inspectImage(Buffer.concat([fixture("picture.webp"), Buffer.from("xx")]))).toBeNull();
  });

  it("when the header claims a huge canvas, then the pixel limit says so before any decoding", () => {
    const huge = inspectImage(craftedPng(60_000, 60_000));
    expect(huge).toMatchObject({ width: 60_000, height: 60_000 });
    expect(exceedsPixelLimit(huge!)).toBe(true);
    expect(exceedsPixelLimit(inspectImage(craftedPng(4000, 3000))!)).toBe(false);
  });
});
