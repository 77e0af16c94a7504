import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { requestIds } from "./request-context.js";

declare module "http" {
  interface IncomingMessage {
    /** The request's id: the caller's X-Request-Id (64 characters at most) or a new UUID. */
    id: string;
  }
}

/**
 * Request ids and the access log, in one middleware: every request gets an id (answered in
 * X-Request-Id; with `context`, carried by every log line written while serving it, see
 * request-context.ts) and, when it ends, one compact line `{req: {id, method, url}, res: {statusCode},
 * responseTime}` with pino-http's messages ("request completed", "request errored" for a 5xx,
 * "request aborted" when the client left first). Requests `ignore` names (health probes) get an
 * id but no line. The url is the path without its query string: the verify and reset links carry
 * their tokens there. What pino-http did for us, at about half its cost per request: no child
 * logger, no request wrapper objects, two listeners.
 */
export function requestLog(logger: Logger, options: { ignore?: (req: Request) => boolean; context?: boolean } = {}) {
  return (req: Request, res: Response, next: NextFunction) => {
    const header = req.headers["x-request-id"];
    const id = (typeof header === "string" && header.slice(0, 64)) || randomUUID();
    req.id = id;
    res.setHeader("X-Request-Id", id);
    if (!options.ignore?.(req)) {
      const start = Date.now();
      const url = (req.originalUrl || req.url).split("?", 1)[0];
      const method = req.method;
      const done = () => {
        res.removeListener("finish", done);
        res.removeListener("close", done);
        const line = { req: { id, method, url }, res: { statusCode: res.statusCode }, responseTime: Date.now() - start };
        if (res.statusCode >= 500) {
          logger.info({ ...line, err: { type: "Error", message: `failed with status code ${res.statusCode}` } }, "request errored");
        } else {
          logger.info(line, res.writableEnded ? "request completed" : "request aborted");
        }
      };
      res.on("finish", done);
      res.on("close", done);
    }
    // AsyncLocalStorage makes every promise of the process dearer (on Node 20 about a fifth of
    // an authenticated read's CPU), so it is on only when asked for (LOG_REQUEST_CONTEXT).
    if (options.context) requestIds.run(id, next);
    else next();
  };
}
