import type { ServerResponse } from "node:http";
import type { AppContext } from "../runtime/context.js";

/** GET /metrics of the health port (projection runner, workers): the process's Prometheus text. */
export async function serveMetrics(ctx: AppContext, res: ServerResponse): Promise<void> {
  try {
    const { contentType, text } = await ctx.metrics.scrape();
    res.writeHead(200, { "content-type": contentType }).end(text);
  } catch (error) {
    ctx.logger.warn({ err: error }, "metrics scrape failed");
    res.writeHead(503, { "content-type": "text/plain" }).end("metrics unavailable\n");
  }
}
