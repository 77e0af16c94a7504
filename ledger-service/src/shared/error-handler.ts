import { SERVICE_TEMPORARILY_UNAVAILABLE } from "@app/contracts";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { ZodError } from "zod";
import { DomainError, type DomainErrorCode } from "./domain-error.js";
import { AppError, MethodNotAllowedError, TooManyRequestsError } from "../platform/errors.js";

/** The HTTP status of each domain error code: the only place the domain meets HTTP. */
export const DOMAIN_ERROR_STATUS: Record<DomainErrorCode, number> = {
  invalid: 400,
  "not-found": 404,
  conflict: 409,
  forbidden: 403,
  "rule-violated": 422,
};

const CONNECTION_ERRORS = new Set(["ECONNREFUSED", "ECONNRESET", "57P01", "57P02", "57P03", "08006", "08003", "08001"]);
// node-postgres and ioredis report a lost connection without a code: matched by their texts.
const CONNECTION_LOST = /Connection terminated|not queryable|Connection is closed|timeout exceeded when trying to connect/;
/**
 * PostgreSQL data exceptions caused by what the client sent (a NUL byte, a malformed uuid,
 * a value out of range) that no validation caught: a bad request, not a server failure.
 */
const BAD_INPUT_ERRORS = new Set(["22021", "22P02", "22P05", "22001", "22003", "22007", "22008"]);

/**
 * The one place errors become responses: `{ message }` with the AppError's status or the domain
 * error's code's status; anything
 * unknown is logged with the request id and answered 500 without detail.
 */
export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    if (error instanceof AppError) {
      if (error instanceof MethodNotAllowedError) res.setHeader("Allow", error.allow.join(", "));
      if (error instanceof TooManyRequestsError && error.retryAfterSeconds)
        res.setHeader("Retry-After", String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      res.status(error.status).json({ message: error.message });
      return;
    }
    if (error instanceof DomainError) {
      res.status(DOMAIN_ERROR_STATUS[error.code]).json({ message: error.message });
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
    // Middleware errors that carry a 4xx status: body-parser's, zlib's (a bogus Content-Encoding
    // body), the router's URIError for a malformed %-escape in a path parameter.
    if (e.status && e.status >= 400 && e.status < 500) {
      res.status(e.status).json({ message: "Bad request" });
      return;
    }
    if ((e.code && CONNECTION_ERRORS.has(e.code)) || (!e.code && CONNECTION_LOST.test(e.message ?? ""))) {
      logger.warn({ reqId: req.id, code: e.code }, "dependency unavailable");
      res.status(503).json({ message: SERVICE_TEMPORARILY_UNAVAILABLE });
      return;
    }
    if (e.code && BAD_INPUT_ERRORS.has(e.code)) {
      logger.warn({ reqId: req.id, code: e.code }, "input rejected by PostgreSQL");
      res.status(400).json({ message: "Invalid input" });
      return;
    }
    logger.error({ reqId: req.id, err: error }, "unhandled error");
    res.status(500).json({ message: "Internal server error" });
  };
}
