import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { ZodError } from "zod";
import { AppError } from "./errors.js";

const CONNECTION_ERRORS = new Set(["ECONNREFUSED", "ECONNRESET", "57P01", "57P02", "57P03", "08006", "08003", "08001"]);

/**
 * The one place errors become responses: `{ message }` with the AppError's status; anything
 * unknown is logged with the request id and answered 500 without detail.
 */
export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    if (error instanceof AppError) {
      res.status(error.status).json({ message: error.message });
      return;
    }
    if (error instanceof ZodError) {
      res.status(400).json({ message: error.issues[0]?.message ?? "Invalid input" });
      return;
    }
    const e = error as { type?: string; status?: number; code?: string; message?: string };
    if (e.type === "entity.too.large") {
      res.status(413).json({ message: "Request body is too large" });
      return;
    }
    if (e.type === "entity.parse.failed") {
      res.status(400).json({ message: "Request body is not valid JSON" });
      return;
    }
    if (e.status && e.status >= 400 && e.status < 500 && e.type) {
      res.status(e.status).json({ message: "Bad request" });
      return;
    }
    if (e.code && CONNECTION_ERRORS.has(e.code)) {
      logger.warn({ reqId: req.id, code: e.code }, "dependency unavailable");
      res.status(503).json({ message: "Service temporarily unavailable, please try again shortly" });
      return;
    }
    logger.error({ reqId: req.id, err: error }, "unhandled error");
    res.status(500).json({ message: "Internal server error" });
  };
}
