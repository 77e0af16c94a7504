import { z } from "zod";
import type { Answer, Auth, RouteDocs } from "./route-doc.js";

function jsonSchema(schema: z.ZodType, io: "input" | "output"): Record<string, unknown> {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as Record<
    string,
    unknown
  >;
  return rest;
}

const authText: Record<Auth, string> = {
  none: "",
  user: "Bearer token of a logged-in user.",
  admin: "Bearer token of an admin (401 without a valid token, 403 for others).",
  auditor: "Bearer token of an auditor or admin (read-only).",
};

const refusal = {
  description: "Refused (400 bad input, 401, 403, 404, 409, 413, 422, 429): `{ message }` says why",
  content: {
    "application/json": { schema: { type: "object", properties: { message: { type: "string" } }, required: ["message"] } },
  },
};

function response(answer: Answer, status: number): Record<string, unknown> {
  const description = status === 202 ? "Accepted" : status === 201 ? "Created" : status === 204 ? "No content" : "OK";
  if (answer === null) return { description };
  if (answer instanceof z.ZodType) return { description, content: { "application/json": { schema: jsonSchema(answer, "output") } } };
  const content = Object.fromEntries(
    Object.entries(answer.content).map(([type, schema]) => [type, { schema: jsonSchema(schema, "output") }]),
  );
  return { description: answer.description ?? description, content };
}

/** The OpenAPI path of an Express path under /api: `/loans/:id` gives `/api/loans/{id}`. */
export function openApiPath(expressPath: string): string {
  return `/api${expressPath.replace(/:([A-Za-z]+)/g, "{$1}")}`;
}

/** The OpenAPI 3.1 document of the API, generated from the routes' docs (their zod schemas from `contracts`). */
export function buildOpenApi(docs: RouteDocs, version: string, brandName = "Share Invest"): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, doc] of Object.entries(docs)) {
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
    responses["4XX"] = refusal;
    const operation: Record<string, unknown> = {
      summary: doc.summary,
      description: authText[doc.auth],
      ...(doc.auth !== "none" ? { security: [{ bearer: [] }] } : {}),
      parameters: [...params, ...query],
      responses,
    };
    if (doc.body)
      operation.requestBody = { required: !doc.bodyOptional, content: { "application/json": { schema: jsonSchema(doc.body, "input") } } };
    if (doc.bodyType === "multipart")
      operation.requestBody = {
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
    const path = openApiPath(expressPath);
    paths[path] ??= {};
    (paths[path] as Record<string, unknown>)[method.toLowerCase()] = operation;
  }
  return {
    openapi: "3.1.0",
    info: { title: `${brandName} API`, version, description: "Generated from the zod schemas in `contracts`." },
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    paths,
  };
}
