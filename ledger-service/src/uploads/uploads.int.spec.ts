import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/test-app.js";
import { proofLinks } from "./proof-links.js";
import { craftedPng, fixture, jpegWithHtmlComment, postFile, SVG } from "../../testing/images.js";

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp();
  token = (await app.createUser()).token;
});
afterAll(async () => {
  await app?.stop();
});

/** Images the shared store holds (upload_bytes), whoever sent them. */
const stored = async () => Number((await app.ctx.handle.pool.query("SELECT count(*) FROM upload_bytes")).rows[0].count);
const upload = (bytes: Buffer, name: string, type: string, field = "file") =>
  postFile(app.url, "/api/uploads", { token, field, file: { bytes, name, type } });

describe("POST /api/uploads", () => {
  it("when a real PNG, JPEG, WebP or GIF is sent, then 201 with a signed link that serves it re-encoded (a GIF as PNG) with nosniff", async () => {
    for (const [name, type, ext] of [
      ["picture.png", "image/png", "png"],
      ["photo.jpg", "image/jpeg", "jpg"],
      ["picture.webp", "image/webp", "webp"],
      ["picture.gif", "image/png", "png"],
    ] as const) {
      const res = await upload(fixture(name), `my holiday ${name}`, "application/octet-stream");
      expect(res.status).toBe(201);
      expect(res.body.url).toMatch(
        new RegExp(`^${app.config.PUBLIC_URL}/api/uploads/[0-9a-f-]{36}\\.${ext}\\?expires=\\d+&signature=[\\w-]+$`),
      );
      const link = new URL(res.body.url);
      const served = await fetch(app.url + link.pathname + link.search);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(type);
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual({ width: 16, height: 16 });
    }
  });

  it("when the file is text named .png, an SVG, a BMP or an image with HTML inside, then 400 'Only image files are allowed' and nothing is stored", async () => {
    const before = await stored();
    const refused = [
      [Buffer.from("just some text, honest"), "photo.png", "image/png"],
      [SVG, "logo.svg", "image/svg+xml"],
      [SVG, "logo.png", "image/png"],
      [fixture("picture.bmp"), "old.bmp", "image/bmp"],
      [jpegWithHtmlComment(), "polyglot.jpg", "image/jpeg"],
      [Buffer.concat([fixture("picture.png"), Buffer.from("<script>alert(1)</script>")]), "tail.png", "image/png"],
    ] as const;
    for (const [bytes, name, type] of refused) {
      expect(await upload(bytes, name, type)).toMatchObject({ status: 400, body: { message: "Only image files are allowed" } });
    }
    expect(await stored()).toBe(before);
  });

  it("when the image is larger than 5 MB, then 413 and nothing is stored", async () => {
    const before = await stored();
    const big = craftedPng(800, 600, 6 * 1024 * 1024);
    const res = await upload(big, "big.png", "image/png");
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/5 MB/);
    expect(await stored()).toBe(before);
  });

  it("when the header claims too many pixels, then it is refused before decoding", async () => {
    const res = await upload(craftedPng(50_000, 50_000), "bomb.png", "image/png");
    expect(res).toMatchObject({ status: 413, body: { message: "Image dimensions are too large." } });
  });

  it("when no file is sent, then 400 'Please select an image'; without a token 401", async () => {
    expect(await postFile(app.url, "/api/uploads", { token, field: "file" })).toMatchObject({
      status: 400,
      body: { message: "Please select an image" },
    });
    expect((await app.api("POST", "/api/uploads", { token, body: {} })).body.message).toBe("Please select an image");
    const anonymous = await postFile(app.url, "/api/uploads", {
      field: "file",
      file: { bytes: fixture("picture.png"), name: "a.png", type: "image/png" },
    });
    expect(anonymous.status).toBe(401);
  });

  it("when a crafted name is asked for, then 404; an unknown name without a signature 403, with one 404", async () => {
    for (const name of ["..%2F..%2Fetc%2Fpasswd", "x.svg", "00000000-0000-0000-0000-000000000000.svg"]) {
      expect((await app.api("GET", `/api/uploads/${name}`)).status).toBe(404);
    }
    const unknown = "00000000-0000-0000-0000-000000000000.png";
    expect((await app.api("GET", `/api/uploads/${unknown}`)).status).toBe(403);
    const signed = new URL(proofLinks(app.ctx).sign(`/api/uploads/${unknown}`));
    expect((await app.api("GET", signed.pathname + signed.search)).status).toBe(404);
  });
});
