import { uploadResponse } from "@app/contracts";
import { Router } from "express";
import path from "node:path";
import type { AppContext } from "../context.js";
import { requireUser } from "../shared/auth.js";
import { NotFoundError } from "../shared/errors.js";
import { STORED_NAME, storeImage } from "./image-store.js";
import { singleImage } from "./single-image.js";

const CONTENT_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", gif: "image/gif", webp: "image/webp" };

/**
 * POST /api/uploads (design notes §8): proofs of payment and loan receipts, replacing the
 * external image host. GET serves them back by their unguessable name (an <img> cannot send
 * a bearer token) with the type found at upload and no sniffing.
 */
export function uploadRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post("/uploads", requireUser(ctx), singleImage("file"), async (req, res) => {
    const { url } = await storeImage(ctx, req.file);
    res.status(201).json(uploadResponse.parse({ url }));
  });
  router.get("/uploads/:name", (req, res, next) => {
    const name = req.params.name;
    if (!STORED_NAME.test(name)) throw new NotFoundError("File not found");
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
          "Cache-Control": "private, max-age=86400, immutable",
        },
      },
      (error) => {
        if (error) next((error as { code?: string }).code === "ENOENT" ? new NotFoundError("File not found") : error);
      },
    );
  });
  return router;
}
