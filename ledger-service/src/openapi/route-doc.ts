import { approvalItem, moneyRunListResponse, moneyRunView, rejectRequestBody, runPreviewResponse, startRunResponse } from "@app/contracts";
import { z } from "zod";

export type Auth = "none" | "user" | "admin" | "auditor";

/** One answer of a route: its JSON body's schema, its bodies by media type (CSV, PDF, images), or null for no body. */
export type Answer = z.ZodType | { content: Record<string, z.ZodType>; description?: string } | null;

/** What the OpenAPI document says about one route; each capability keeps its routes' docs beside them (`<capability>/openapi.ts`). */
export interface RouteDoc {
  summary: string;
  auth: Auth;
  /** The strict schema the route parses `req.query` with (parseQuery). */
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The body may be left out (e.g. a rejection's optional reason). */
  bodyOptional?: boolean;
  /** "multipart" for file uploads: one image in `fileField` (default `file`). */
  bodyType?: "multipart";
  fileField?: string;
  /** Every success status the route answers with its body. */
  responses: Record<number, Answer>;
  /** The route honours an `Idempotency-Key` header (`idempotent(ctx)` among its handlers). */
  idempotent?: boolean;
  /** The route asks the approving admin's authenticator code in the body's `code` (`requireActionCode(ctx)`). */
  actionCode?: boolean;
  /** A money request of an investor (`requireVerifiedEmail(ctx)`): 403 before the email is verified, 429 past the per-minute limit. */
  moneyWrite?: boolean;
  /**
   * Refusals (`{ message }`) besides those derived from the above, with what they mean here (or
   * `true` for the usual words): 400 for input, 401/403 for the token, 404 for a path id, 409 for a
   * reused Idempotency-Key, 413 for a body, 429 for money writes are derived.
   */
  refusals?: Partial<Record<Refusal, string | true>>;
  /**
   * The route appends events and answers from the read models (`ctx.readYourWrites`): when they
   * lag more than 5 s it answers 202 `{ message }` (recorded, shows shortly; do not resend).
   * Implied by `idempotent`.
   */
  recorded?: boolean;
  /** The operation's id when the one derived from its method and path will not do. */
  operationId?: string;
}

/** The refusal statuses the document declares, each with `{ message }`. */
export type Refusal = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;

/** Routes by "METHOD /express/path" (under /api). */
export type RouteDocs = Record<string, RouteDoc>;

/** What a route parses besides its path parameters: its query, JSON body or upload. */
export type Parses = Omit<RouteDoc, "summary" | "auth" | "responses">;

/** The 202 answer of an action held for a second admin (four eyes): nothing was done yet. */
export const heldAnswer = z.object({ message: z.string(), approval: approvalItem }).describe("held for a second admin's approval");

/**
 * What a route parses and its success answers: `ok` (200), `created` (201), `accepted` (202),
 * `doneOrHeld` (a four-eyes action: 200 when done at once, 202 when held for a second admin) or
 * any other `responses`.
 */
export interface RouteSpec extends Parses {
  ok?: Answer;
  created?: Answer;
  accepted?: Answer;
  doneOrHeld?: z.ZodType;
  responses?: Record<number, Answer>;
}

/** The doc of a route `auth` may call: what it does, what it parses and answers. */
function route(auth: Auth) {
  return (summary: string, { ok, created, accepted, doneOrHeld, responses, ...parses }: RouteSpec): RouteDoc => {
    const answers: Record<number, Answer> = {};
    if (ok !== undefined) answers[200] = ok;
    if (created !== undefined) answers[201] = created;
    if (accepted !== undefined) answers[202] = accepted;
    if (doneOrHeld) Object.assign(answers, { 200: doneOrHeld, 202: heldAnswer });
    return { summary, auth, responses: { ...answers, ...responses }, ...parses };
  };
}

/** A route open to anyone, without a token. */
export const anyone = route("none");
/** A route for any logged-in user. */
export const user = route("user");
/** A route for admins. */
export const admin = route("admin");
/** A read-only route for auditors (and admins). */
export const auditor = route("auditor");

/** A rejection's body: the reason the requester is shown, which may be left out. */
export const optionalReason: Parses = { body: rejectRequestBody, bodyOptional: true };

/** A CSV download. */
export const csvAnswer: Answer = { content: { "text/csv": z.string().describe("text/csv") } };

/** One route of a money run: its "METHOD /path" and its summary. */
type RunRoute = [route: string, summary: string];

/**
 * A money run's routes (profit runs, referral-reward runs): start one (above FOUR_EYES_PERCENT
 * with two admins, held for approval), list them, preview one, follow one; `request` is the
 * percentage the start takes and the preview asks with.
 */
export function moneyRunDocs(run: {
  request: z.ZodObject;
  start: RunRoute;
  runs: RunRoute;
  preview: RunRoute;
  progress: RunRoute;
}): RouteDocs {
  return {
    [run.start[0]]: admin(run.start[1], {
      refusals: { 409: "A run is in progress already", 422: true },
      idempotent: true,
      actionCode: true,
      body: run.request,
      doneOrHeld: startRunResponse,
    }),
    [run.runs[0]]: admin(run.runs[1], { ok: moneyRunListResponse }),
    [run.preview[0]]: admin(run.preview[1], {
      query: run.request,
      ok: runPreviewResponse,
      refusals: { 422: "The percentage is above what a run allows" },
    }),
    [run.progress[0]]: admin(run.progress[1], { ok: moneyRunView }),
  };
}

/** An admin's reject of a pending request: idempotent, with the optional reason the investor is shown; 409 once decided. */
export const rejectDoc = (summary: string, answer: z.ZodType): RouteDoc =>
  admin(summary, { refusals: { 409: "Decided already" }, idempotent: true, ...optionalReason, ok: answer });

/** An admin's approve of a pending request: idempotent, with the action code; past the four-eyes limits held (202). */
export const approveDoc = (summary: string, answer: z.ZodType): RouteDoc =>
  admin(summary, { refusals: { 409: "Decided already", 422: true }, idempotent: true, actionCode: true, doneOrHeld: answer });
