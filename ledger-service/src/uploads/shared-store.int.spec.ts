import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.js";
import { createRuntime, type Runtime } from "../bootstrap.js";
import { loadConfig } from "../runtime/config.js";
import { startTestApp, type TestApp } from "../../testing/test-app.js";
import { LINK_NOT_VALID } from "./routes.js";
import { uploadNameOf, uploadSignature } from "./proof-links.js";
import { moveDiskUploads } from "./stores/disk-move.js";
import { fixture, postFile } from "../../testing/images.js";

/** Two API hosts: A (the test app) and B, each with its own empty UPLOAD_DIR, over one database. */
const dirA = mkdtempSync(path.join(os.tmpdir(), "uploads-a-"));
const dirB = mkdtempSync(path.join(os.tmpdir(), "uploads-b-"));
let a: TestApp;
let b: { runtime: Runtime; server: Server; url: string };

beforeAll(async () => {
  a = await startTestApp({ UPLOAD_DIR: dirA });
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: a.config.DATABASE_URL,
    REDIS_URL: a.config.REDIS_URL,
    UPLOAD_DIR: dirB,
    FRONTEND_DIST: "/nonexistent",
  });
  const runtime = await createRuntime(config, { embeddedProjections: false, queuePrefix: a.queuePrefix, poolMax: 4 });
  const server: Server = await new Promise((resolve) => {
    const s = createApp(runtime.ctx).listen(0, "127.0.0.1", () => resolve(s));
  });
  b = { runtime, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
});
afterAll(async () => {
  if (b) {
    await new Promise<void>((resolve) => b.server.close(() => resolve()));
    await b.runtime.close();
  }
  await a?.stop();
});

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};
const fetchFrom = (base: string, url: string) => fetch(base + pathOf(url));

describe("uploads in the shared store (two API hosts)", () => {
  it("when a proof is uploaded through host A, then host B serves the same bytes by its signed link, and neither host wrote it to its disk", async () => {
    const user = await a.createUser();
    const signed = await a.uploadProof(user.token);
    const fromA = await fetchFrom(a.url, signed);
    const fromB = await fetchFrom(b.url, signed);
    expect(fromA.status).toBe(200);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toBe("image/png");
    expect(fromB.headers.get("x-content-type-options")).toBe("nosniff");
    const bytesA = Buffer.from(await fromA.arrayBuffer());
    expect(bytesA.length).toBeGreaterThan(0);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(bytesA)).toBe(true);
    expect([...readdirSync(dirA), ...readdirSync(dirB)]).toEqual([]);
  });

  it("when host B is asked for that proof without a signature, with an expired one or a forged one, then 403 'This link is not valid or has expired.'", async () => {
    const user = await a.createUser();
    const signed = new URL(await a.uploadProof(user.token));
    const name = uploadNameOf(signed.toString()) as string;
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = `/api/uploads/${name}?expires=${past}&signature=${uploadSignature(a.config.JWT_SECRET, name, past)}`;
    const forged = `/api/uploads/${name}?expires=${signed.searchParams.get("expires")}&signature=${"A".repeat(43)}`;
    for (const url of [`/api/uploads/${name}`, expired, forged]) {
      const res = await fetch(b.url + url);
      expect(res.status, url).toBe(403);
      expect(await res.json()).toEqual({ message: LINK_NOT_VALID });
    }
  });

  it("when a profile picture is uploaded through host A, then host B serves it by its plain address", async () => {
    const user = await a.createUser();
    const file = { bytes: fixture("photo.jpg"), name: "me.jpg", type: "image/jpeg" };
    const res = await postFile(a.url, "/api/user/upload-profile-picture", { token: user.token, field: "profile", file });
    expect(res.status).toBe(200);
    const url = JSON.stringify(res.body).match(/\/api\/uploads\/[0-9a-f-]{36}\.jpg/)?.[0] as string;
    const fromB = await fetch(b.url + url);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toBe("image/jpeg");
  });
});

describe("moving uploads from UPLOAD_DIR into the store", () => {
  it("when a host still has a recorded proof on its disk, then the move stores it once (a second run moves nothing) and host A serves it by a signed link", async () => {
    const user = await a.createUser();
    const id = randomUUID();
    const name = `${id}.png`;
    const bytes = fixture("picture.png");
    await a.ctx.db.insertInto("uploads").values({ id, owner_id: user.id, name, kind: "proof", size: bytes.length }).execute();
    const diskDir = mkdtempSync(path.join(os.tmpdir(), "uploads-old-"));
    writeFileSync(path.join(diskDir, name), bytes);
    writeFileSync(path.join(diskDir, `${randomUUID()}.png`), bytes); // nobody recorded it: left alone

    const deps = { db: b.runtime.ctx.db, store: b.runtime.ctx.uploads, logger: b.runtime.ctx.logger };
    expect(await moveDiskUploads(deps, diskDir)).toBe(1);
    expect(await moveDiskUploads(deps, diskDir)).toBe(0);

    const expires = Math.floor(Date.now() / 1000) + 600;
    const res = await fetch(
      `${a.url}/api/uploads/${name}?expires=${expires}&signature=${uploadSignature(a.config.JWT_SECRET, name, expires)}`,
    );
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    const count = await a.ctx.handle.pool.query("SELECT count(*)::int AS n FROM upload_bytes WHERE id = $1", [id]);
    expect(count.rows[0].n).toBe(1);
  });
});
