import { uploadResponse } from "@app/contracts";
import { Router } from "express";
import path from "node:path";
import { limitUploadsPerAddress } from "../auth/address-limits.js";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireUser } from "../shared/auth.js";
import { ForbiddenError, NotFoundError } from "../shared/errors.js";
import { STORED_NAME, storeImage } from "./image-store.js";
import { proofLinks, validUploadLink } from "./proof-links.js";
import { singleImage } from "./single-image.js";

const CONTENT_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", gif: "image/gif", webp: "image/webp" };
export const LINK_NOT_VALID = "This link is not valid or has expired.";

/**
 * POST /api/uploads (design notes §8): proofs of payment and loan receipts, replacing the
 * external image host; recorded with their owner and answered with a signed link (the owner's
 * preview). GET serves an image (an <img> cannot send a bearer token): a profile picture by its
 * unguessable name; a proof or receipt only with a valid, unexpired signature (403 otherwise),
 * which API answers give only to its owner, admins and auditors.
 */
export function uploadRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post("/uploads", requireUser(ctx), limitUploadsPerAddress(ctx), singleImage("file"), async (req, res) => {
    const { url } = await storeImage(ctx, currentUser(req).id, "proof", req.file);
    res.status(201).json(uploadResponse.parse({ url: proofLinks(ctx).sign(url) }));
  });
  router.get("/uploads/:name", async (req, res, next) => {
    const name = req.params.name;
    if (!STORED_NAME.test(name)) throw new NotFoundError("File not found");
    const signed = validUploadLink(ctx, name, req.query.expires, req.query.signature);
    if (!signed) {
      const row = await ctx.db.selectFrom("uploads").select("kind").where("name", "=", name).executeTakeFirst();
      if (row?.kind !== "profile") throw new ForbiddenError(LINK_NOT_VALID);
    }
    const ext = name.slice(name.lastIndexOf(".") + 1);
    res.sendFile(
      name,
      {
        root: path.resolve(ctx.config.UPLOAD_DIR),
        dotfiles: "deny",
        headers: {
          "Content-Type": CONTENT_TYPES[ext] ?? "application/octet-stream",
          "X-Content-Type-Options": "nosniff",
          "Content-Security-Policy": "default-src 'none'; sandbox",
          "Cache-Control": signed ? "private, max-age=300" : "private, max-age=86400, immutable",
          "Referrer-Policy": "no-referrer",
        },
      },
      (error) => {
        if (error) next((error as { code?: string }).code === "ENOENT" ? new NotFoundError("File not found") : error);
      },
    );
  });
  return router;
}
