import { uploadLinkQuery, uploadResponse } from "@app/contracts";
import { Router } from "express";
import { limitUploadsPerAddress } from "../auth/address-limits.js";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireUser } from "../shared/auth.js";
import { ForbiddenError, NotFoundError } from "../platform/errors.js";
import { parseQuery } from "../shared/validate.js";
import { STORED_NAME, storeImage } from "./image-store.js";
import { proofLinks, validUploadLink } from "./proof-links.js";
import { singleImage } from "./single-image.js";
import { contentTypeOf, uploadIdOf } from "../platform/upload-store.js";

/** How long a presigned GET of an S3-stored image lasts (it is handed out per request). */
const STORE_LINK_SECONDS = 300;
export const LINK_NOT_VALID = "This link is not valid or has expired.";

/**
 * POST /api/uploads (design notes §8): proofs of payment and loan receipts, replacing the
 * external image host; recorded with their owner and answered with a signed link (the owner's
 * preview). GET serves an image (an <img> cannot send a bearer token): a profile picture by its
 * unguessable name; a proof or receipt only with a valid, unexpired signature (403 otherwise),
 * which API answers give only to its owner, admins and auditors. The bytes come from the shared
 * upload store, so any API host serves any upload: PostgreSQL's are sent from here; an S3
 * bucket's are answered with a redirect to a presigned GET of a few minutes.
 */
export function uploadRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post("/uploads", requireUser(ctx), limitUploadsPerAddress(ctx), singleImage("file"), async (req, res) => {
    const { url } = await storeImage(ctx, currentUser(req).id, "proof", req.file);
    res.status(201).json(uploadResponse.parse({ url: proofLinks(ctx).sign(url) }));
  });
  router.get("/uploads/:name", async (req, res) => {
    const name = req.params.name;
    if (!STORED_NAME.test(name)) throw new NotFoundError("File not found");
    const { expires, signature } = parseQuery(uploadLinkQuery, req);
    const signed = validUploadLink(ctx, name, expires, signature);
    if (!signed) {
      const row = await ctx.db.selectFrom("uploads").select("kind").where("name", "=", name).executeTakeFirst();
      if (row?.kind !== "profile") throw new ForbiddenError(LINK_NOT_VALID);
    }
    const ref = { id: uploadIdOf(name), name };
    const direct = await ctx.uploads.readUrl({ ...ref, contentType: contentTypeOf(name) }, STORE_LINK_SECONDS);
    if (direct) {
      res.setHeader("Cache-Control", "private, no-store");
      res.setHeader("Referrer-Policy", "no-referrer");
      return res.redirect(302, direct);
    }
    const stored = await ctx.uploads.get(ref);
    if (!stored) throw new NotFoundError("File not found");
    res.set({
      "Content-Type": stored.contentType,
      "Content-Length": String(stored.bytes.length),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": signed ? "private, max-age=300" : "private, max-age=86400, immutable",
      "Referrer-Policy": "no-referrer",
    });
    res.end(req.method === "HEAD" ? undefined : stored.bytes);
  });
  return router;
}
