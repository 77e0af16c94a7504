import type { Router } from "express";
import type { AppContext } from "./context.js";
import { settingsRoutes } from "./settings/routes.js";

/** Every capability's router, mounted under /api. Each capability adds its line here. */
export const capabilityRouters: Array<(ctx: AppContext) => Router> = [settingsRoutes];
