import { approvalItem, rejectRequestBody } from "@app/contracts";
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
  /** Every success status the route answers with its body; refusals (4XX `{ message }`) are documented for every route. */
  responses: Record<number, Answer>;
}

/** Routes by "METHOD /express/path" (under /api). */
export type RouteDocs = Record<string, RouteDoc>;

/** What a route parses besides its path parameters: its query, JSON body or upload. */
export type Parses = Omit<RouteDoc, "summary" | "auth" | "responses">;

/** The doc of a route `auth` may call: what it does, its success answers and what it parses. */
const route =
  (auth: Auth) =>
  (summary: string, responses: Record<number, Answer>, parses: Parses = {}): RouteDoc => ({ summary, auth, responses, ...parses });

/** A route open to anyone, without a token. */
export const anyone = route("none");
/** A route for any logged-in user. */
export const user = route("user");
/** A route for admins. */
export const admin = route("admin");
/** A read-only route for auditors (and admins). */
export const auditor = route("auditor");

/** A route answering 200 with this body. */
export const ok = (answer: Answer): Record<number, Answer> => ({ 200: answer });

/** A route answering 201 with this body. */
export const created = (answer: Answer): Record<number, Answer> => ({ 201: answer });

/** A route answering 202 with this body. */
export const accepted = (answer: Answer): Record<number, Answer> => ({ 202: answer });

/** A rejection's body: the reason the requester is shown, which may be left out. */
export const optionalReason: Parses = { body: rejectRequestBody, bodyOptional: true };

/** A CSV download. */
export const csvAnswer: Answer = { content: { "text/csv": z.string().describe("text/csv") } };

/** The 202 answer of an action held for a second admin (four eyes): nothing was done yet. */
export const heldAnswer = z.object({ message: z.string(), approval: approvalItem }).describe("held for a second admin's approval");

/** A four-eyes action: done at once (200 with `done`) or held for a second admin (202). */
export function doneOrHeld(done: z.ZodType): Record<number, Answer> {
  return { 200: done, 202: heldAnswer };
}
