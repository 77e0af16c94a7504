import { z } from "zod";
import type { Answer, Auth, Refusal, RouteDoc, RouteDocs } from "./route-doc.js";

type Schema = Record<string, unknown>;

/**
 * A schema in the dialect OpenAPI 3.1 uses (JSON Schema 2020-12, standard keywords only):
 * - a date bound (`formatMinimum`/`formatMaximum`, which are not in that dialect) becomes a
 *   pattern on the year (`allOf`, beside the format's own pattern) and the exact bounds in words;
 * - a string checked, then read as one of an enum (`z.string().trim().pipe(z.enum(...))`) is
 *   documented with its enum;
 * - a tuple's `items: false` becomes `items: { not: {} }` (the same: no further items);
 * - a `Date` (sent as its ISO text) is a date-time string.
 */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): Schema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    target: "draft-2020-12",
    override: ({ zodSchema, jsonSchema: out }) => {
      const def = (zodSchema as unknown as { _zod: { def: { type: string; out?: z.ZodType } } })._zod.def;
      if (def.type === "date") Object.assign(out, { type: "string", format: "date-time" });
      if (io === "input" && def.type === "pipe" && def.out && out.type === "string") {
        const target = (def.out as unknown as { _zod: { def: { type: string; entries?: Record<string, string> } } })._zod.def;
        if (target.type === "enum" && target.entries) {
          for (const key of Object.keys(out)) delete (out as Schema)[key];
          Object.assign(out, { type: "string", enum: Object.values(target.entries) });
        }
      }
    },
  }) as Schema;
  return standardKeywords(rest) as Schema;
}

/** Rewrites what JSON Schema 2020-12 (the OpenAPI 3.1 dialect) does not define into what it does. */
function standardKeywords(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(standardKeywords);
  if (!node || typeof node !== "object") return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) out[key] = standardKeywords(value);
  const min = out.formatMinimum;
  const max = out.formatMaximum;
  if (typeof min === "string" && typeof max === "string") {
    delete out.formatMinimum;
    delete out.formatMaximum;
    const [from, to] = [Number(min.slice(0, 4)), Number(max.slice(0, 4))];
    // Years from `from` to `to - 1` (the upper bound is exclusive and falls on 1 January).
    const years = from === 2000 && to === 2100 ? "20\\d\\d" : `(?:${Array.from({ length: to - from }, (_, i) => from + i).join("|")})`;
    out.allOf = [...((out.allOf as unknown[] | undefined) ?? []), { pattern: `^${years}-` }];
    out.description = [out.description, `From ${min} (inclusive) to ${max} (exclusive).`].filter(Boolean).join(" ");
  }
  if (out.items === false && Array.isArray(out.prefixItems)) out.items = { not: {} };
  return out;
}

const authText: Record<Auth, string> = {
  none: "Public: no token needed.",
  user: "Bearer token of a logged-in user.",
  admin: "Bearer token of an admin (401 without a valid token, 403 for others).",
  auditor: "Bearer token of an auditor or admin (read-only).",
};

const message = {
  type: "object",
  properties: { message: { type: "string", description: "Why, in words a person can be shown" } },
  required: ["message"],
};

/** What each refusal means when the route says nothing more specific. */
const refusalText: Record<Refusal, string> = {
  400: "Bad input: a parameter or body field is missing, malformed or out of range",
  401: "No valid token, or the session has ended or been idle too long",
  403: "Not allowed for this account",
  404: "Not found (or not yours)",
  409: "Conflicts with the current state",
  413: "The request body is too large",
  422: "Breaks a business rule",
  429: "Too many requests: try again after the Retry-After seconds",
};

/** The refusals a route can answer, each with `{ message }`: derived from what it parses and guards, plus its own. */
export function refusalsOf(doc: RouteDoc, expressPath: string): Partial<Record<Refusal, string>> {
  const out: Partial<Record<Refusal, string>> = {};
  const add = (status: Refusal, text: string) => {
    out[status] = out[status] ? `${out[status]}; ${text}` : text;
  };
  const hasParams = expressPath.includes(":");
  if (doc.query || doc.body || doc.bodyType || hasParams || doc.idempotent) add(400, refusalText[400]);
  if (doc.auth !== "none") {
    add(401, refusalText[401]);
    add(
      403,
      doc.auth === "user"
        ? "An admin or auditor without a second factor in production"
        : `Not ${doc.auth === "admin" ? "an admin" : "an auditor or admin"}, or (in production) without a second factor`,
    );
  }
  if (doc.moneyWrite) {
    add(403, "The email address is not verified yet");
    add(429, "More money requests this minute than MONEY_WRITES_PER_USER_PER_MINUTE allows");
  }
  if (doc.actionCode) add(403, "ADMIN_ACTION_CODE is on and the body's `code` is missing, wrong or reused");
  if (hasParams) add(404, refusalText[404]);
  if (doc.idempotent) add(409, "The Idempotency-Key was used with another request, or its first request is still being processed");
  if (doc.body || doc.bodyType || doc.actionCode) add(413, refusalText[413]);
  for (const [status, text] of Object.entries(doc.refusals ?? {}))
    add(Number(status) as Refusal, text === true ? refusalText[Number(status) as Refusal] : text);
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => Number(a) - Number(b))) as Partial<Record<Refusal, string>>;
}

function response(answer: Answer, status: number): Record<string, unknown> {
  const description = status === 202 ? "Accepted" : status === 201 ? "Created" : status === 204 ? "No content" : "OK";
  if (answer === null) return { description };
  if (answer instanceof z.ZodType) return { description, content: { "application/json": { schema: jsonSchema(answer, "output") } } };
  const content = Object.fromEntries(
    Object.entries(answer.content).map(([type, schema]) => [type, { schema: jsonSchema(schema, "output") }]),
  );
  return { description: answer.description ?? description, content };
}

const recordedText = "Recorded, but the read models have not caught up within 5 s: it shows shortly (do not send it again)";

/** A write's 202 when its read models lag (`RecordedNotYetVisible`), beside the route's own 202 (held for a second admin) if any. */
function withRecorded(own: unknown): Record<string, unknown> {
  const ownResponse = own as { description: string; content?: Record<string, { schema: Schema }> } | undefined;
  const ownSchema = ownResponse?.content?.["application/json"]?.schema;
  if (!ownResponse) return { description: recordedText, content: { "application/json": { schema: message } } };
  return {
    description: `${ownResponse.description}; or: ${recordedText}`,
    content: { "application/json": { schema: ownSchema ? { anyOf: [ownSchema, message] } : message } },
  };
}

/** The OpenAPI path of an Express path under /api: `/loans/:id` gives `/api/loans/{id}`. */
export function openApiPath(expressPath: string): string {
  return `/api${expressPath.replace(/:([A-Za-z]+)/g, "{$1}")}`;
}

/** An operation's id from its method and path: `PUT /admin/approvals/:id/approve` gives `putAdminApprovalsByIdApprove`. */
export function operationIdOf(method: string, expressPath: string): string {
  const words = expressPath
    .split("/")
    .filter(Boolean)
    .map((part) => (part.startsWith(":") ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]?.toUpperCase() + w.slice(1))].join("");
}

/** The `Idempotency-Key` header of the routes that honour it (shared/idempotency.ts). */
const idempotencyKey = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Any 1 to 255 characters, new for each intended action: the same key with the same request does nothing twice (a stored answer is replayed with `Idempotent-Replayed: true`); with another request, 409. Kept 24 hours.",
  schema: { type: "string", minLength: 1, maxLength: 255 },
};

/** The approving admin's authenticator code, asked in the body when ADMIN_ACTION_CODE is on (approvals/action-code.ts). */
const actionCode = {
  type: "string",
  maxLength: 64,
  description:
    "With ADMIN_ACTION_CODE on (the default in production): the approving admin's current authenticator code (spaces ignored); 403 when missing, wrong or reused. Ignored otherwise.",
};

function requestBody(doc: RouteDoc): Record<string, unknown> | undefined {
  if (doc.bodyType === "multipart")
    return {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            properties: { [doc.fileField ?? "file"]: { type: "string", format: "binary" } },
            required: [doc.fileField ?? "file"],
          },
        },
      },
    };
  let schema = doc.body ? jsonSchema(doc.body, "input") : undefined;
  if (doc.actionCode) {
    schema ??= { type: "object", properties: {} };
    schema = { ...schema, properties: { ...((schema.properties as Schema | undefined) ?? {}), code: actionCode } };
  }
  if (!schema) return undefined;
  // A body of only the action code may be left out when ADMIN_ACTION_CODE is off.
  return { required: doc.body ? !doc.bodyOptional : false, content: { "application/json": { schema } } };
}

/** A capability's routes under one tag (its name in the document's navigation). */
export interface TaggedDocs {
  tag: string;
  description: string;
  routes: RouteDocs;
}

export interface DocumentOptions {
  version: string;
  brandName?: string;
  /** The address clients reach the API at (PUBLIC_URL); paths start with /api. */
  serverUrl?: string;
  /** Who to ask about the API. */
  contact?: { name?: string; email?: string; url?: string };
}

/** The OpenAPI 3.1 document of the API, generated from the routes' docs (their zod schemas from `contracts`). */
export function buildOpenApi(
  groups: TaggedDocs[],
  { version, brandName = "Share Invest", serverUrl, contact }: DocumentOptions,
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { tag, routes } of groups)
    for (const [key, doc] of Object.entries(routes)) {
      const [method, expressPath] = key.split(" ") as [string, string];
      const params = [...expressPath.matchAll(/:([A-Za-z]+)/g)].map((m) => ({
        name: m[1],
        in: "path",
        required: true,
        schema: { type: "string", minLength: 1 },
      }));
      const querySchema = doc.query ? jsonSchema(doc.query, "input") : undefined;
      const required = new Set((querySchema?.required as string[] | undefined) ?? []);
      const query = Object.entries((querySchema?.properties as Record<string, unknown> | undefined) ?? {}).map(([name, schema]) => ({
        name,
        in: "query",
        required: required.has(name),
        schema,
      }));
      const responses: Record<string, unknown> = {};
      for (const [status, answer] of Object.entries(doc.responses)) responses[status] = response(answer, Number(status));
      if (doc.idempotent || doc.recorded) responses["202"] = withRecorded(responses["202"]);
      for (const [status, description] of Object.entries(refusalsOf(doc, expressPath)))
        responses[status] = { description, content: { "application/json": { schema: message } } };
      const operation: Record<string, unknown> = {
        operationId: doc.operationId ?? operationIdOf(method, expressPath),
        tags: [tag],
        summary: doc.summary,
        description: authText[doc.auth],
        security: doc.auth !== "none" ? [{ bearer: [] }] : [],
        parameters: [...params, ...query, ...(doc.idempotent ? [idempotencyKey] : [])],
        responses,
      };
      const body = requestBody(doc);
      if (body) operation.requestBody = body;
      const path = openApiPath(expressPath);
      paths[path] ??= {};
      (paths[path] as Record<string, unknown>)[method.toLowerCase()] = operation;
    }
  return {
    openapi: "3.1.0",
    info: {
      title: `${brandName} API`,
      version,
      description:
        "Generated from the zod schemas in `contracts`. Every refusal answers `{ message }` with its status; a method a path does not answer gives 405 with `Allow`.",
      contact: { name: brandName, ...contact },
    },
    ...(serverUrl ? { servers: [{ url: serverUrl.replace(/\/+$/, ""), description: "This server" }] } : {}),
    tags: groups.map(({ tag, description }) => ({ name: tag, description })),
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    paths,
  };
}
