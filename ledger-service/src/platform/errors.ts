import { SERVICE_TEMPORARILY_UNAVAILABLE } from "@app/contracts";

/**
 * Expected failures outside the domain (auth, routes, uploads, dependencies) are AppErrors with
 * an HTTP status and the message the user sees (the spec's text where it gives one). A command
 * the domain refuses throws a DomainError with a plain code instead (domain-error.ts); the one
 * error handler maps both. Anything else is a 500 with no detail.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400: the input is malformed or missing. */
export class ValidationError extends AppError {
  constructor(message: string, details?: unknown) {
    super(400, message, details);
  }
}
/** 401: no valid credentials. */
export class UnauthorizedError extends AppError {
  constructor(message = "Not authorized, please log in") {
    super(401, message);
  }
}
/** 403: authenticated but not allowed. */
export class ForbiddenError extends AppError {
  constructor(message = "Access denied: admins only") {
    super(403, message);
  }
}
/** 404: no such thing (or not yours). */
export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, message);
  }
}
/** 405: the path exists, but not with this method; `allow` is answered as Allow. */
export class MethodNotAllowedError extends AppError {
  constructor(readonly allow: string[]) {
    super(405, `Method not allowed here; use ${allow.join(", ")}`);
  }
}
/** 409: the thing is not in a state that allows the action (already approved, ...). */
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
/** 413: the body or file is too large. */
export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}
/** 422: well-formed but breaks a business rule (balance, caps, limits). */
export class RuleViolationError extends AppError {
  constructor(message: string) {
    super(422, message);
  }
}
/** 429: too many attempts; `retryAfterSeconds` is answered as Retry-After. */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message);
  }
}
/**
 * 202: the command's events are stored, but the read models have not caught up within the
 * bound, so the usual answer (read back from them) cannot be given yet. Not a failure: the
 * client must not send the request again.
 */
export class RecordedNotYetVisible extends AppError {
  constructor(message = "Your request was recorded and will show shortly.") {
    super(202, message);
  }
}
/** 503: a dependency (database, Redis) is not answering. */
export class ServiceUnavailableError extends AppError {
  constructor(message = SERVICE_TEMPORARILY_UNAVAILABLE) {
    super(503, message);
  }
}
