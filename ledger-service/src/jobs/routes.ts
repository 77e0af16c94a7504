import { Router } from "express";
import type { AppContext } from "../runtime/context.js";
import { requireAdmin } from "../shared/auth.js";
import { NotFoundError } from "../platform/errors.js";

/**
 * Background jobs for operators: queue counts, running and failed jobs (kind, timing, errors),
 * retry. Never a job's data: an account mail's job holds its one-time link until it is sent.
 */
export function jobRoutes(ctx: AppContext): Router {
  const router = Router();
  const admin = requireAdmin(ctx);
  const queueByName = (name: string) => {
    const q = ctx.queues.all().find((x) => x.name === name);
    if (!q) throw new NotFoundError("No such queue");
    return q;
  };

  router.get("/admin/jobs", admin, async (_req, res) => {
    const queues = await Promise.all(
      ctx.queues.all().map(async (q) => {
        const counts = await q.getJobCounts("waiting", "active", "completed", "failed", "delayed");
        const describe = (j: Awaited<ReturnType<typeof q.getJobs>>[number]) => ({
          id: j.id,
          name: j.name,
          attemptsMade: j.attemptsMade,
          progress: j.progress,
          failedReason: j.failedReason ?? null,
          createdAt: new Date(j.timestamp).toISOString(),
          finishedAt: j.finishedOn ? new Date(j.finishedOn).toISOString() : null,
        });
        const [active, failed] = await Promise.all([q.getJobs(["active"], 0, 19), q.getJobs(["failed"], 0, 19)]);
        return { name: q.name, counts, active: active.map(describe), failed: failed.map(describe) };
      }),
    );
    res.json({ queues });
  });

  router.post("/admin/jobs/:queue/:jobId/retry", admin, async (req, res) => {
    const job = await queueByName(String(req.params.queue)).getJob(String(req.params.jobId));
    if (!job) throw new NotFoundError("No such job");
    if (!(await job.isFailed())) {
      res.status(409).json({ message: "Only failed jobs can be retried" });
      return;
    }
    await job.retry("failed");
    res.json({ message: "Job queued again" });
  });
  return router;
}
