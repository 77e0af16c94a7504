import { siteIdentityResponse } from "@app/contracts";
import { Router } from "express";
import type { AppContext } from "../runtime/context.js";
import { siteIdentity } from "./site-identity.js";

/** GET /api/site: the platform's public identity (no login; nothing in it is secret). */
export function siteRoutes(ctx: AppContext): Router {
  const router = Router();
  const body = siteIdentityResponse.parse(siteIdentity(ctx.config));
  router.get("/site", (_req, res) => {
    res.json(body);
  });
  return router;
}
