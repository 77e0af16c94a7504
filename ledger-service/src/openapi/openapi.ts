import { z } from "zod";
import type { Auth, RouteDoc } from "./catalog.js";

function jsonSchema(schema: z.ZodType, io: "input" | "output"): unknown {
  return z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" });
}

const statusText: Record<Auth, string> = {
  none: "",
  user: "Bearer token of a logged-in user.",
  admin: "Bearer token of an admin (401 without a valid token, 403 for others).",
  auditor: "Bearer token of an auditor or admin (read-only).",
};

/** The OpenAPI 3.1 document of the API, generated from the catalog's zod schemas. */
export function buildOpenApi(catalog: Record<string, RouteDoc>, version: string, brandName = "Share Invest"): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, doc] of Object.entries(catalog)) {
    const [method, expressPath] = key.split(" ") as [string, string];
    const path = `/api${expressPath.replace(/:([A-Za-z]+)/g, "{$1}")}`;
    const params = [...expressPath.matchAll(/:([A-Za-z]+)/g)].map((m) => ({
      name: m[1],
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const query = doc.query
      ? Object.entries((jsonSchema(doc.query, "input") as { properties?: Record<string, unknown> }).properties ?? {}).map(
          ([name, schema]) => ({ name, in: "query", required: false, schema }),
        )
      : [];
    const operation: Record<string, unknown> = {
      summary: doc.summary,
      description: statusText[doc.auth],
      ...(doc.auth !== "none" ? { security: [{ bearer: [] }] } : {}),
      parameters: [...params, ...query],
      responses: {
        [String(doc.status ?? 200)]: { description: "OK", content: { "application/json": { schema: jsonSchema(doc.response, "output") } } },
        "4XX": {
          description: "Refused: `{ message }` says why",
          content: {
            "application/json": { schema: { type: "object", properties: { message: { type: "string" } }, required: ["message"] } },
          },
        },
      },
    };
    if (doc.body) operation.requestBody = { required: true, content: { "application/json": { schema: jsonSchema(doc.body, "input") } } };
    if (doc.bodyType === "multipart")
      operation.requestBody = {
        required: true,
        content: { "multipart/form-data": { schema: { type: "object", properties: { file: { type: "string", format: "binary" } } } } },
      };
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
