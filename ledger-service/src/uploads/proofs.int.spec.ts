import { randomBytes } from "node:crypto";
import { PROOF_REQUIRED } from "@app/contracts";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { fixture, postFile, uploadProfilePicture } from "../../testing/images.js";
import { uploadNameOf, uploadSignature } from "./proof-links.js";
import { investorWithShares } from "../../testing/seed-ledger.js";
import { useTestApp } from "../../testing/test-app.js";
import { tronWallet } from "../../testing/wallets.js";

const { app, admin } = useTestApp({}, { admin: {} });
beforeAll(() => app.openLoanPortal(admin.token));

const eventCount = () => app.eventCount();
const buy = (token: string, proof: string, numberOfShares = 1) =>
  app.api("POST", "/api/shares", { token, body: { numberOfShares, paymentMethod: "TRC20", proof } });
const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};
const REFUSED = { status: 422, body: { message: PROOF_REQUIRED } };

/** An investor with 10 shares and an approved 10 % loan ($100 + $10). */
async function borrower() {
  const user = await investorWithShares(app, "10");
  const loanId = (
    await app.api("POST", "/api/loans/request", {
      token: user.token,
      body: { percentage: 10, wallet: tronWallet("proofs"), network: "USDT TRC20" },
    })
  ).body.loan._id as string;
  await app.api("PUT", `/api/loans/approve/${loanId}`, { token: admin.token });
  return { user, loanId };
}

describe("proofs that belong to their owner", () => {
  it("when an investor names another investor's upload as proof, then 422 'Please upload transaction proof.' and nothing changes; its owner can still use it", async () => {
    const owner = await app.createUser();
    const thief = await borrower();
    const proof = await app.uploadProof(owner.token);
    const before = await eventCount();
    expect(await buy(thief.user.token, proof)).toMatchObject(REFUSED);
    const payment = { loanId: thief.loanId, amount: 10, proofUrl: proof };
    expect(await app.api("POST", "/api/loans/manual-payment", { token: thief.user.token, body: payment })).toMatchObject(REFUSED);
    expect(await eventCount()).toBe(before);
    expect((await buy(owner.token, proof)).status).toBe(201);
  });

  it("when one upload is named twice (a second purchase, then a manual payment), then 422 each time and only the first counts", async () => {
    const { user, loanId } = await borrower();
    const proof = await app.uploadProof(user.token);
    expect((await buy(user.token, proof)).status).toBe(201);
    expect(await buy(user.token, proof)).toMatchObject(REFUSED);
    const payment = { loanId, amount: 10, proofUrl: proof };
    expect(await app.api("POST", "/api/loans/manual-payment", { token: user.token, body: payment })).toMatchObject(REFUSED);
    expect((await app.api("GET", "/api/shares/mine", { token: user.token })).body.purchases).toHaveLength(2); // seeded + one
    const receipt = await app.uploadProof(user.token);
    const paid = await app.api("POST", "/api/loans/manual-payment", { token: user.token, body: { ...payment, proofUrl: receipt } });
    expect(paid.status).toBe(201);
  });

  it("when the proof is an outside link, a made-up name or the investor's profile picture, then 422", async () => {
    const user = await app.createUser();
    const picture = await uploadProfilePicture(app.url, user.token, "picture.png");
    expect(picture.status).toBe(200);
    for (const proof of [
      "https://img.example/p.png",
      "TX hash 0xabc",
      `${app.config.PUBLIC_URL}/api/uploads/00000000-0000-0000-0000-000000000000.png`,
      picture.body.profilePicture,
    ]) {
      expect(await buy(user.token, proof), proof).toMatchObject(REFUSED);
    }
  });

  it("when a purchase is refused for another reason (over the 100-share room), then its proof is given back and can be used", async () => {
    const user = await app.createUser();
    const proof = await app.uploadProof(user.token);
    expect((await buy(user.token, proof, 150)).status).toBe(422);
    expect((await buy(user.token, proof, 2)).status).toBe(201);
  });
});

describe("signed links to proofs", () => {
  it("when the owner, an admin and an auditor open the proof through the links their answers give, then 200; unsigned, altered or expired links 403", async () => {
    const user = await app.createUser({ fullName: "Link Owner" });
    const auditor = await app.createUser({ isAuditor: true });
    const bought = await buy(user.token, await app.uploadProof(user.token));
    expect(bought.status).toBe(201);
    const id = bought.body.purchase._id as string;
    const ownLink = (await app.api("GET", "/api/shares/mine", { token: user.token })).body.purchases[0].proof as string;
    const adminLink = (await app.api("GET", "/api/shares/all", { token: admin.token })).body.purchases.find(
      (p: { _id: string }) => p._id === id,
    ).proof as string;
    const stream = await app.api("GET", `/api/audit/investors/${user.id}/stream`, { token: auditor.token });
    const auditLink = stream.body.events.find((e: { type: string }) => e.type === "SharePurchaseRequested").data.proof as string;
    for (const link of [ownLink, adminLink, auditLink]) {
      const served = await fetch(app.url + pathOf(link));
      expect(served.status, link).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
    }

    const name = uploadNameOf(ownLink) as string;
    const expires = new URL(ownLink).searchParams.get("expires") as string;
    const signature = new URL(ownLink).searchParams.get("signature") as string;
    const past = Math.floor(Date.now() / 1000) - 60;
    const other = (await app.uploadProof(user.token)).match(/uploads\/([^?]+)/)?.[1];
    for (const bad of [
      `/api/uploads/${name}`,
      `/api/uploads/${name}?expires=${expires}`,
      `/api/uploads/${name}?expires=${expires}&signature=${signature.slice(0, -2)}AA`,
      `/api/uploads/${name}?expires=${Number(expires) + 300}&signature=${signature}`,
      `/api/uploads/${other}?expires=${expires}&signature=${signature}`,
      `/api/uploads/${name}?expires=${past}&signature=${uploadSignature(app.config.JWT_SECRET, name, past)}`,
    ]) {
      expect((await app.api("GET", bad)).status, bad).toBe(403);
    }
  });

  it("when an admin opens a loan's receipts, then each is a signed link that serves the image", async () => {
    const { user, loanId } = await borrower();
    const receipt = await app.uploadProof(user.token);
    await app.api("POST", "/api/loans/manual-payment", { token: user.token, body: { loanId, amount: 10, proofUrl: receipt } });
    const detail = await app.api("GET", `/api/loans/history/${loanId}`, { token: admin.token });
    const link = detail.body.loan.manualPayments[0].proofUrl as string;
    expect(link).toMatch(/\?expires=\d+&signature=[\w-]+$/);
    expect((await fetch(app.url + pathOf(link))).status).toBe(200);
    expect((await app.api("GET", new URL(link).pathname)).status).toBe(403);
  });

  it("when a profile picture is opened by its address alone, then it is served (pictures are not proofs)", async () => {
    const user = await app.createUser();
    const picture = await uploadProfilePicture(app.url, user.token, "photo.jpg");
    expect((await app.api("GET", new URL(picture.body.profilePicture).pathname)).status).toBe(200);
  });
});

describe("image metadata", () => {
  it("when a JPEG carrying EXIF and GPS is uploaded, then the stored file has no metadata left and still shows the picture", async () => {
    const user = await app.createUser();
    const tagged = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .jpeg()
      .withExif({
        IFD0: { Make: "SpyCam", Model: "X1", Copyright: "Home of Ada" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 27/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "3/1 23/1 0/1" },
      })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    expect(tagged.includes("SpyCam")).toBe(true);

    const res = await postFile(app.url, "/api/uploads", {
      token: user.token,
      field: "file",
      file: { bytes: tagged, name: "a.jpg", type: "image/jpeg" },
    });
    expect(res.status).toBe(201);
    const name = uploadNameOf(res.body.url) as string;
    const stored = (await app.ctx.uploads.get({ id: name.slice(0, 36), name }))?.bytes ?? Buffer.alloc(0);
    const meta = await sharp(stored).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "jpeg", width: 40, height: 30 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes("SpyCam") || stored.includes("Home of Ada") || stored.includes("Exif")).toBe(false);
  });
});

describe("upload quota and rate", () => {
  const { app: limited } = useTestApp({ UPLOAD_QUOTA_MB: "0.25", UPLOAD_RATE_PER_HOUR: "4" });
  const send = (token: string, bytes: Buffer) =>
    postFile(limited.url, "/api/uploads", { token, field: "file", file: { bytes, name: "n.png", type: "image/png" } });

  it("when a user's stored images would pass UPLOAD_QUOTA_MB, then 413 with a clear message and nothing more is stored; others are not affected", async () => {
    // Random pixels do not compress: about 190 KB stored, so a second one passes 0.25 MB.
    const noise = await sharp(randomBytes(250 * 250 * 3), { raw: { width: 250, height: 250, channels: 3 } })
      .png()
      .toBuffer();
    const user = await limited.createUser();
    expect((await send(user.token, noise)).status).toBe(201);
    const stored = async () => (await limited.ctx.db.selectFrom("uploads").select("size").where("owner_id", "=", user.id).execute()).length;
    const over = await send(user.token, noise);
    expect(over).toMatchObject({ status: 413, body: { message: expect.stringMatching(/Upload limit reached: .*0\.25 MB/) } });
    expect(await stored()).toBe(1);
    expect((await send((await limited.createUser()).token, noise)).status).toBe(201);
  });

  it("when a user uploads more than UPLOAD_RATE_PER_HOUR times in an hour, then 429 'Too many uploads. Please try again later.'", async () => {
    const user = await limited.createUser();
    for (let i = 0; i < 4; i++) expect((await send(user.token, fixture("picture.png"))).status).toBe(201);
    const res = await send(user.token, fixture("picture.png"));
    expect(res).toMatchObject({ status: 429, body: { message: "Too many uploads. Please try again later." } });
  });
});

describe("uploads per client address", () => {
  const { app: limited } = useTestApp({ UPLOAD_RATE_PER_ADDRESS_PER_HOUR: "3" });
  const sendFrom = (address: string, token: string) =>
    postFile(limited.url, "/api/uploads", {
      token,
      field: "file",
      file: { bytes: fixture("picture.png"), name: "n.png", type: "image/png" },
      headers: { "x-forwarded-for": address },
    });

  it("when many accounts upload from one address past UPLOAD_RATE_PER_ADDRESS_PER_HOUR, then 429 and nothing is stored; another address is not affected", async () => {
    for (let i = 0; i < 3; i++) expect((await sendFrom("203.0.113.50", (await limited.createUser()).token)).status).toBe(201);
    const count = async () => Number((await limited.ctx.handle.pool.query("SELECT count(*) FROM uploads")).rows[0].count);
    const before = await count();
    const refused = await sendFrom("203.0.113.50", (await limited.createUser()).token);
    expect(refused).toMatchObject({ status: 429, body: { message: "Too many requests from your network. Please try again later." } });
    expect(await count()).toBe(before);
    expect((await sendFrom("198.51.100.50", (await limited.createUser()).token)).status).toBe(201);
  });
});
