import { sql } from "kysely";
import { Router } from "express";
import type { AppContext } from "../runtime/context.js";

/** What keeps this process from working: PostgreSQL or Redis not answering. */
export async function dependencyProblems(ctx: AppContext): Promise<string[]> {
  const problems: string[] = [];
  try {
    await sql`SELECT 1`.execute(ctx.db);
  } catch {
    problems.push("PostgreSQL is not answering");
  }
  if (!(await ctx.health.redis().catch(() => false))) problems.push("Redis is not answering");
  return problems;
}

/** Liveness and readiness (design notes §1). */
export function healthRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get("/health", (_req, res) => {
    res.json({ status: "ok" });
  });
  router.get("/ready", async (_req, res) => {
    const problems = await dependencyProblems(ctx);
    if (problems.length === 0) {
      const lag = await ctx.health.projectionLag().catch(() => Number.POSITIVE_INFINITY);
      // A runner a few events behind is catching up; only a lag above READY_MAX_LAG_EVENTS (or an
      // unknown one) takes this API out of its balancer.
      if (lag > ctx.config.READY_MAX_LAG_EVENTS)
        problems.push(
          `projections are ${Number.isFinite(lag) ? lag : "an unknown number of"} events behind (more than READY_MAX_LAG_EVENTS=${ctx.config.READY_MAX_LAG_EVENTS})`,
        );
    }
    if (problems.length > 0) res.status(503).json({ status: "unavailable", message: problems.join("; ") });
    else res.json({ status: "ready" });
  });
  return router;
}
